import { closedRequestRetentionDays } from "@/content/agency";
import { pages } from "@/content/pages";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import { privacyOffice } from "./privacy-office";
import { contact, emailLink, h3, link, p, strong, ul, type LegalDocument } from "./types";

const { name, phone, relay, email, address } = siteConfig;

const callUs = link(phone.display, telHref(phone));
const emailPrivacy = emailLink(privacyOffice.email);
const toContactUs = link("Contact Us", "#contact-us");
const toThirdParties = link("Third-Party Services", "#third-party-services");
const toRetention = link("Data Retention", "#data-retention");

/** The website privacy policy, shown at /privacy-policy. */
export const privacyPolicy = {
  title: pages.privacyPolicy.title,
  lastUpdated: "November 28, 2026",
  intro: [
    p(
      `This policy explains what information the ${name} website collects, how we use it, and the choices you have. In this policy, "we," "us" and "our" mean ${name}. "You" means anyone who visits this website.`,
    ),
    p(
      "This policy covers this website only. If you are our patient, your health information is also protected by our ",
      link("HIPAA Notice of Privacy Practices", pages.hipaaNotice.path),
      ".",
    ),
  ],
  sections: [
    {
      id: "security-and-links",
      number: 1,
      title: "Security & Links",
      blocks: [
        p(
          "We take reasonable steps to protect the information you share with us. Our website uses a secure, encrypted connection (HTTPS). Our staff are trained to keep information private.",
        ),
        p(
          "Still, no website, email or internet connection can be made completely secure. Please do not send private health details, Social Security numbers or payment card numbers by email. Our forms encrypt what you type before it leaves your device (see ",
          link("Information Collection & Use", "#information-collection-and-use"),
          ").",
        ),
        p(
          "Our website links to other websites, such as Medicare, insurance companies and social media sites. We do not control those sites, and this policy does not apply to them. Please read the privacy policy of each site you visit.",
        ),
      ],
    },
    {
      id: "age-requirement",
      number: 2,
      title: "Age Requirement",
      blocks: [
        p(
          "This website is meant for adults. It is not directed to children under the age of 13, and we do not knowingly collect personal information from children under 13.",
        ),
        p(
          "If you believe a child under 13 has given us personal information, please ",
          toContactUs,
          ". We will delete it.",
        ),
      ],
    },
    {
      id: "site-usage-information",
      number: 3,
      title: "Site Usage Information",
      blocks: [
        p(
          "When you visit any website, your browser shares some basic technical details with the computer that sends you the pages. For our site, this may include:",
        ),
        ul(
          "Your IP address (a number that identifies your internet connection)",
          "Your browser and device type",
          "The pages you request, and the date and time",
          "The website that sent you to us, if any",
        ),
        p(
          "The company that hosts our website may keep these details in its records for a short time to deliver pages, fix problems and protect the site from attacks. We do not use this information to find out who you are.",
        ),
        p(
          "Our own server uses your IP address only to limit how many requests one connection can send in ten minutes. It holds the address in memory for those ten minutes and does not write it down. Its logs record which page or service was asked for and when, never your IP address or what you typed.",
        ),
        p(
          "Our website uses no analytics and no advertising trackers. We do not count or follow your visits, on our site or on other websites.",
        ),
      ],
    },
    {
      id: "information-collection-and-use",
      number: 4,
      title: "Information Collection & Use",
      blocks: [
        p(
          "You can use this website without telling us who you are. There are no accounts and no sign-in.",
        ),
        h3("When you call or email us"),
        p(
          "If you call us or send us an email, we receive the information you choose to share. This may include your name, phone number, email address, address, insurance details and information about your health or the care you need.",
        ),
        h3("Forms and tools on this website"),
        ul(
          [
            strong("Contact form, insurance check, patient referral and job application."),
            " When you send one of these forms, what you typed is encrypted in your browser before it leaves your device, so that only our intake staff, with our agency's private key, can read it. It is sent to our office's server and stored there still encrypted: the company that hosts the server, our database and our backups hold only text no one can read without that key. We do not keep your IP address, your browser details or a cookie with it.",
          ],
          [
            strong("Files you attach."),
            " A referral's documents and an applicant's résumé are encrypted in your browser the same way, each file on its own; their names are inside the encryption. Our server sees only each file's size.",
          ],
          [
            strong("The answer to a referral."),
            " When we accept or decline a referral, the staff member's browser gives the referrer's email address to our server for that one message, which says the reference, the outcome, the reason and our phone number, never the patient's details. The server sends it and does not keep the address.",
          ],
          [
            strong("When a request arrives."),
            " Our intake staff may be told by email that a request is waiting. That email gives only its reference number and the kind of form, never what you wrote. Staff read your request in our secure inbox, where each staff member signs in with their own passkey.",
          ],
          [
            strong("How long we keep it."),
            ` Once we have answered your request and closed it, it is deleted ${closedRequestRetentionDays} days later (see `,
            toRetention,
            "). You can also call us at ",
            callUs,
            " instead of using a form.",
          ],
          [
            strong("Cost calculator."),
            " It works entirely inside your browser. What you type is not sent to us or to anyone else, and it is not saved.",
          ],
        ),
      ],
    },
    {
      id: "how-we-use-personal-information",
      number: 5,
      title: "How We Use Personal Information",
      blocks: [
        p("We use the personal information you give us to:"),
        ul(
          "Answer your questions and call or write you back",
          "Arrange and provide care, and check your insurance coverage",
          "Consider you for a job, if you contact us about one",
          "Keep our website working and secure",
          "Meet our legal duties and protect our rights",
        ),
        p(
          "We do not use your information to show you ads, and we do not sell it (see ",
          link("Information Sharing & Disclosures", "#information-sharing-and-disclosures"),
          ").",
        ),
      ],
    },
    {
      id: "your-opt-out-right",
      number: 6,
      title: "Your Opt-Out Right",
      blocks: [
        p(
          "You can tell us at any time that you do not want us to contact you, except about care you are receiving from us. Call us, email us or write to us (see ",
          toContactUs,
          "). We will stop as soon as we reasonably can.",
        ),
        p("You can also choose:"),
        ul(
          "Not to give us information. Some things, like arranging care, may not be possible without it.",
          [
            "Not to use the translation or map features, which load services from other companies (see ",
            toThirdParties,
            ").",
          ],
          "To block or delete cookies in your browser settings.",
        ),
        p(
          "If you are a patient, opting out does not stop messages we need to send about your visits, care or bills.",
        ),
      ],
    },
    {
      id: "information-sharing-and-disclosures",
      number: 7,
      title: "Information Sharing & Disclosures",
      blocks: [
        p(
          "We do not sell your personal information, and we do not share it with other companies for their own marketing. We do not sell the personal information of consumers under the age of 16.",
        ),
        p("We share personal information only in these cases:"),
        ul(
          [
            strong("Service providers."),
            " Companies that help us run our business, such as phone, email, computer and website hosting services. They may use the information only to do work for us.",
          ],
          [
            strong("Your care."),
            " Your doctors, other health care providers and your insurance company, when needed to provide and pay for your care. Our HIPAA notice describes this sharing.",
          ],
          [
            strong("The law."),
            " When a law, court order or government agency requires it, or to protect the rights, property or safety of our patients, our staff, you or others.",
          ],
          [
            strong("A change of ownership."),
            " If our agency is merged with or sold to another organization, your information may be transferred as part of that deal. It will stay protected.",
          ],
          [strong("With your permission."), " In any other case, only when you agree."],
        ),
      ],
    },
    {
      id: "cookies",
      number: 8,
      title: "Cookies and Similar Technologies",
      blocks: [
        p(
          "Cookies are small files that a website saves in your browser. The public pages and forms of our website set no cookies. Only the sign-in page of our staff inbox uses one, to keep a staff member signed in.",
        ),
        p(
          "If you choose to use the translation or map features, those outside services may set their own cookies (see ",
          toThirdParties,
          "). You can block or delete cookies in your browser settings. Our website will still work.",
        ),
      ],
    },
    {
      id: "third-party-services",
      number: 9,
      title: "Third-Party Services",
      blocks: [
        p(
          "Some features of our website use services run by other companies. Each company follows its own privacy policy.",
        ),
        ul(
          [
            strong("Page translation."),
            " The translation tool loads only when you ask to translate a page. The translation service then receives the page text and basic technical details, such as your IP address, and may set cookies.",
          ],
          [
            strong("Maps."),
            " Maps of our service area load from a map service only when you choose to view them. The map service receives basic technical details, such as your IP address, and may set cookies.",
          ],
          [
            strong("Share buttons and social media links."),
            " Share buttons open Facebook, X or LinkedIn in a new window with the address of the page. That site then receives what you choose to post. Links to our social media pages take you to those sites.",
          ],
          [
            strong("Read aloud."),
            " On blog articles, the read-aloud button uses your browser's built-in voice. Some browsers send the text to an online voice service run by the browser maker.",
          ],
          [
            strong("Pictures from other sites."),
            " Some pictures may load from image services, which receive basic technical details when your browser fetches them.",
          ],
        ),
      ],
    },
    {
      id: "your-privacy-rights",
      number: 10,
      title: "Your Privacy Rights",
      blocks: [
        p(
          "For personal information you have given us through your calls, emails and our forms, you can ask us to:",
        ),
        ul(
          "Tell you what personal information we have about you",
          "Correct information that is wrong",
          "Delete your information",
        ),
        p(
          "We may need to confirm who you are before we act. We may not be able to delete information that the law requires us to keep, such as medical and billing records. We will not treat you differently for using these rights.",
        ),
        p(
          "To make a request, see ",
          toContactUs,
          ". If you sent us a form, the reference number it showed you helps us find it",
          ". If you are a patient, your rights to your health records are explained in our ",
          link("HIPAA Notice of Privacy Practices", pages.hipaaNotice.path),
          ".",
        ),
      ],
    },
    {
      id: "health-information",
      number: 11,
      title: "Health Information",
      blocks: [
        p(
          "If you are our patient, the health information we keep about you is protected by a federal law called HIPAA. Our ",
          link("HIPAA Notice of Privacy Practices", pages.hipaaNotice.path),
          " explains how we use and share it and what your rights are. For health information, that notice applies in addition to this policy.",
        ),
        p(
          "This website is not a way to get medical advice or emergency help. In an emergency, call 911.",
        ),
      ],
    },
    {
      id: "data-retention",
      number: 12,
      title: "Data Retention",
      blocks: [
        p(
          "We keep personal information only as long as we need it for the reasons it was given to us, or as long as the law requires. Medical and billing records are kept for the time set by federal and Illinois law.",
        ),
        p(
          `Requests sent with our forms are stored encrypted. Once we have answered a request and closed it, it is deleted ${closedRequestRetentionDays} days later. If you become our patient, what we need for your care goes into your medical record, which is kept as the law requires.`,
        ),
        p(
          "Our record of what our staff did with each request (its reference number, who opened or answered it, and when; never what you wrote) is kept for at least six years, as federal law asks of such records; we do not delete it sooner. The cost calculator saves nothing.",
        ),
      ],
    },
    {
      id: "do-not-track",
      number: 13,
      title: "Do Not Track",
      blocks: [
        p(
          'Some browsers can send a "Do Not Track" signal to websites. Our website does not track you across other websites, so it works the same way whether or not this signal is turned on. Outside services you choose to use, such as translation or maps, may handle the signal in their own way.',
        ),
      ],
    },
    {
      id: "changes-to-this-policy",
      number: 14,
      title: "Changes to This Policy",
      blocks: [
        p(
          'We may update this policy from time to time. When we do, we will post the new version on this page and change the "Last updated" date at the top. Please check back now and then.',
        ),
      ],
    },
    {
      id: "contact-us",
      number: 15,
      title: "Contact Us",
      blocks: [
        p(
          "If you have questions about this policy or want to use your privacy rights, please contact us:",
        ),
        contact("Privacy questions", [
          name,
          "Attn: Privacy Officer",
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Phone: ", callUs],
          ["TTY or relay service: dial ", link(relay.display, telHref(relay))],
          ["Email: ", emailPrivacy],
        ]),
        p(
          "For anything else, such as starting care or asking about a visit, call us or email ",
          link(email, mailtoHref(email)),
          ".",
        ),
      ],
    },
  ],
} satisfies LegalDocument;
