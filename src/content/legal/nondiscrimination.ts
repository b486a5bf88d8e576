import { languageAssistanceCopy } from "@/content/language-assistance";
import { pages } from "@/content/pages";
import { mailtoHref, siteConfig, telHref, type Phone } from "@/content/site";
import { OCR_COMPLAINT_URL } from "./hipaa-notice";
import { callout, contact, link, p, strong, ul, type LegalDocument } from "./types";

const { name, address, relay, civilRights } = siteConfig;
const { coordinator } = civilRights;

/** The HHS Office for Civil Rights complaint portal (45 CFR 92.10 notice content). */
const OCR_PORTAL_URL = "https://ocrportal.hhs.gov/ocr/portal/lobby.jsf";

/** How to reach HHS's Office for Civil Rights by phone: voice line and TDD. */
const ocrPhones = {
  voice: { display: "1-800-368-1019", e164: "+18003681019" },
  tdd: { display: "800-537-7697", e164: "+18005377697" },
} as const satisfies Record<"voice" | "tdd", Phone>;

const toCoordinator = link(coordinator, "#contact-coordinator");
const toTaglines = link("Language assistance in 15 languages", `#${languageAssistanceCopy.id}`);
const callCoordinator = link(civilRights.phone.display, telHref(civilRights.phone));
const callRelay = link(relay.display, telHref(relay));
const emailCoordinator = link(civilRights.email, mailtoHref(civilRights.email));
/** Where the notice lives on the web (45 CFR 92.10(a)(1)(viii)), for printed and read copies. */
const noticeLink = link(
  `${new URL(siteConfig.url).host}${pages.nondiscrimination.path}`,
  pages.nondiscrimination.path,
);

/**
 * Notice of Nondiscrimination (ACA Section 1557, 45 CFR 92.10), shown at /nondiscrimination
 * above the language taglines (45 CFR 92.11).
 */
export const nondiscriminationNotice = {
  title: pages.nondiscrimination.title,
  lastUpdated: "November 2026",
  intro: [
    callout("Discrimination is against the law."),
    p(
      `${name} complies with applicable Federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex. ${name} does not exclude people or treat them differently because of race, color, national origin, age, disability, or sex. National origin includes limited English proficiency and primary language.`,
    ),
    p(
      "Language assistance services, and auxiliary aids and services for people with disabilities, are free of charge. If you need an interpreter, information in another format, or a change to how we do things because of a disability, call our ",
      toCoordinator,
      " at ",
      callCoordinator,
      " (TTY: ",
      callRelay,
      "). ",
      toTaglines,
      " follows this notice.",
    ),
  ],
  sections: [
    {
      id: "free-aids-and-services",
      number: 1,
      title: "Free Aids and Services for People with Disabilities",
      blocks: [
        p(
          `${name} provides people with disabilities reasonable modifications (changes to our policies and practices), and appropriate auxiliary aids and services to communicate with us effectively, free of charge and in a timely manner, such as:`,
        ),
        ul(
          "Qualified sign language interpreters",
          "Written information in other formats (large print, audio, accessible electronic formats, other formats)",
          "Documents in braille",
        ),
        p(
          "You do not have to pay for them, and we provide them in time, so that you get the same care.",
        ),
      ],
    },
    {
      id: "free-language-services",
      number: 2,
      title: "Free Language Services",
      blocks: [
        p(
          `${name} provides language assistance services to people whose primary language is not English, free of charge, accurate and timely, such as:`,
        ),
        ul(
          "Qualified interpreters",
          "Oral interpretation",
          "Information written in other languages",
          "Translated documents, printed and electronic",
        ),
        p(
          "Information about your care, your coverage or your rights is translated or checked by a qualified human translator, not left to automatic translation. You do not need to bring a family member or friend to interpret for you. See ",
          toTaglines,
          " below.",
        ),
      ],
    },
    {
      id: "how-to-ask",
      number: 3,
      title: "How to Ask for These Services",
      blocks: [
        p(
          "If you need these services, contact our ",
          toCoordinator,
          ". Call ",
          callCoordinator,
          ". If you are deaf, hard of hearing or have a speech disability, dial ",
          callRelay,
          " for the relay service. You can also email ",
          emailCoordinator,
          ".",
        ),
        p("We can also read this notice to you over the phone, or mail it to you in large print."),
        p("This notice is always on our website at ", noticeLink, "."),
      ],
    },
    {
      id: "file-a-grievance",
      number: 4,
      title: "How to File a Grievance with Us",
      blocks: [
        p(
          `If you believe that ${name} has failed to provide these services or discriminated in another way on the basis of race, color, national origin, age, disability, or sex, you can file a grievance with our `,
          toCoordinator,
          ".",
        ),
        ul(
          [strong("In person"), " at our office"],
          [strong("By mail"), " to the address below"],
          [strong("By phone"), " at ", callCoordinator, " (TTY: ", callRelay, ")"],
          [strong("By email"), " at ", emailCoordinator],
        ),
        p(`If you need help filing a grievance, the ${coordinator} is available to help you.`),
        callout(
          "We will not retaliate against you or treat you differently for asking for these services or for filing a grievance or complaint. It will not affect your care.",
        ),
      ],
    },
    {
      id: "file-a-complaint",
      number: 5,
      title: "How to File a Complaint with the Office for Civil Rights",
      blocks: [
        p(
          "You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights:",
        ),
        ul(
          [
            strong("Online"),
            " through the ",
            link("Office for Civil Rights Complaint Portal", OCR_PORTAL_URL),
          ],
          [
            strong("By mail"),
            " to U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201",
          ],
          [
            strong("By phone"),
            " at ",
            link(ocrPhones.voice.display, telHref(ocrPhones.voice)),
            " or ",
            link(ocrPhones.tdd.display, telHref(ocrPhones.tdd)),
            " (TDD)",
          ],
        ),
        p(
          "Complaint forms are available at ",
          link("www.hhs.gov/ocr/complaints", OCR_COMPLAINT_URL),
          ".",
        ),
      ],
    },
    {
      id: "contact-coordinator",
      number: 6,
      title: `Contact Our ${coordinator}`,
      blocks: [
        p("To ask for free aids or language services, or to file a grievance, contact:"),
        contact(coordinator, [
          name,
          `Attn: ${coordinator}`,
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Phone: ", callCoordinator],
          ["TTY or relay service: dial ", callRelay],
          ["Email: ", emailCoordinator],
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
