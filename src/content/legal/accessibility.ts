import { languageAssistanceCopy } from "@/content/language-assistance";
import { pages } from "@/content/pages";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import { callout, contact, h3, link, p, strong, ul, type LegalDocument } from "./types";

const { name, address, relay, civilRights } = siteConfig;

const WCAG_22_URL = "https://www.w3.org/TR/WCAG22/";

/** How soon we answer a report of a barrier (our own target). */
const BARRIER_RESPONSE_TARGET = "2 business days";

const callUs = link(civilRights.phone.display, telHref(civilRights.phone));
const callRelay = link(relay.display, telHref(relay));
const emailUs = link(civilRights.email, mailtoHref(civilRights.email));
const toReport = link("Report a Barrier", "#report-a-barrier");

/** The website accessibility statement, shown at /accessibility. */
export const accessibilityStatement = {
  title: pages.accessibility.title,
  lastUpdated: "November 2026",
  intro: [
    p(
      `${name} wants everyone to be able to use this website, including people who use a screen reader, screen magnifier, voice control or only a keyboard, and people who have trouble reading small text.`,
    ),
    callout(
      "If any part of this site does not work for you, call us at ",
      callUs,
      " (TTY: ",
      callRelay,
      "). We will give you the information another way.",
    ),
  ],
  sections: [
    {
      id: "our-standard",
      number: 1,
      title: "Our Standard",
      blocks: [
        p(
          "We aim for this website to meet the ",
          link("Web Content Accessibility Guidelines (WCAG) 2.2", WCAG_22_URL),
          " at Level AA. These guidelines, from the World Wide Web Consortium (W3C), explain how to make web content usable by people with disabilities.",
        ),
        p(
          strong("Conformance status: partially conformant."),
          " Our own pages are built and tested to meet WCAG 2.2 Level AA. Two optional features come from Google and may not fully meet it; see ",
          link("Known Limitations", "#known-limitations"),
          ".",
        ),
      ],
    },
    {
      id: "how-the-site-helps",
      number: 2,
      title: "How the Site Is Built for Access",
      blocks: [
        ul(
          "Large body text (18 pixels) in Atkinson Hyperlegible Next, a typeface designed by the Braille Institute for readers with low vision",
          "Strong color contrast, and no information shown by color alone",
          "Large buttons and links that are easy to tap",
          'Everything works with a keyboard, with a clearly visible focus outline and a "Skip to main content" link',
          "Headings, page regions and labelled form fields for screen readers; form errors are listed at the top of the form and linked to each field",
          "Animation and smooth scrolling are turned off when your device asks for reduced motion",
          "Layouts that adapt to small screens and to browser zoom",
          "Each language on our language assistance page is marked, so screen readers read it in the right voice",
        ),
      ],
    },
    {
      id: "how-we-test",
      number: 3,
      title: "How We Test",
      blocks: [
        ul(
          "Our automated test suite runs accessibility checks (axe-core) on every page of the site, at a phone width (375 pixels) and a desktop width (1280 pixels), and on the menus and forms while they are open or showing errors.",
          "Automated keyboard tests check the skip link, the header menus and the mobile menu (that focus stays inside it while it is open and returns when it closes), and that a form moves focus to the first field with an error.",
          "Automated tests check that smooth scrolling is turned off when your device asks for reduced motion.",
          "We also audit every page with Google Lighthouse, which includes an accessibility audit.",
        ),
        p(
          "Automated tools find many problems, but not all of them. If something gets in your way, please ",
          toReport,
          ".",
        ),
      ],
    },
    {
      id: "known-limitations",
      number: 4,
      title: "Known Limitations",
      blocks: [
        h3("Page translation"),
        p(
          "The translation menu in the header comes from Google Translate. We do not control it, and it may not fully meet WCAG. Machine translation can also be wrong. For health information in your language, use our free ",
          link(
            "language assistance",
            `${pages.nondiscrimination.path}#${languageAssistanceCopy.id}`,
          ),
          " instead.",
        ),
        h3("Google map"),
        p(
          "On the service areas page you can choose to load a map from Google Maps. It is third-party content and may not fully meet WCAG. Our own county map does not need it: every county on it is also a button in a list, with the same details.",
        ),
        h3("Certificates"),
        p(
          "Our certificates are shown as pictures of the documents. Each has a text description. If you need the full text of a certificate, contact us and we will read it to you or send it in another format.",
        ),
        h3("Documents"),
        p("We do not publish PDF documents on this site. Our notices and policies are web pages."),
      ],
    },
    {
      id: "report-a-barrier",
      number: 5,
      title: "Report a Barrier or Get Content Another Way",
      blocks: [
        p(
          "If you find a barrier on this site, or you need any of its content in another way, contact us. Please tell us the page and what went wrong. We can:",
        ),
        ul(
          "Read the content to you over the phone",
          "Send it to you in large print, by email or by mail",
          "Help you with what you came to do, such as asking for care or checking your coverage",
        ),
        p(strong(`We aim to reply within ${BARRIER_RESPONSE_TARGET}.`), " The help is free."),
        contact("Accessibility help", [
          name,
          `Attn: ${civilRights.coordinator}`,
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Phone: ", callUs],
          ["TTY or relay service: dial ", callRelay],
          ["Email: ", emailUs],
        ]),
        p(
          "If you are not satisfied with our answer, you can file a grievance with us or a complaint with the U.S. Department of Health and Human Services, as our ",
          link("Notice of Nondiscrimination", `${pages.nondiscrimination.path}#file-a-grievance`),
          " explains.",
        ),
      ],
    },
    {
      id: "about-this-statement",
      number: 6,
      title: "About This Statement",
      blocks: [
        p(
          "We prepared this statement in November 2026. We review it at least once a year and whenever we make a major change to the site.",
        ),
      ],
    },
  ],
} satisfies LegalDocument;
