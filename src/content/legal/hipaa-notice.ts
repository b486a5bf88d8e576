import { holdsPart2Records } from "@/content/agency";
import { pages } from "@/content/pages";
import { factValue } from "@/shared/placeholder";
import { siteConfig, telHref } from "@/content/site";
import { part2Section } from "./hipaa-part-2";
import { hipaaNoticeEffectiveDate, privacyOffice } from "./privacy-office";
import {
  callout,
  contact,
  emailLink,
  fact,
  h3,
  link,
  p,
  phoneLink,
  strong,
  ul,
  type LegalDocument,
  type LegalSection,
} from "./types";

const { name, address, relay } = siteConfig;

/** Where the federal Office for Civil Rights takes HIPAA complaints online. */
export const OCR_COMPLAINT_URL = "https://www.hhs.gov/ocr/complaints/index.html";

const toPrivacyOfficer = link("Privacy and Compliance Officer", "#contact-privacy-officer");

type Section = Omit<LegalSection, "number">;

const intro = [
  callout(
    "This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.",
  ),
  p(
    `${name} provides home health care. To care for you, we keep records about your health, your care and payment for your care. The law calls this "protected health information." In this notice we call it "your health information."`,
  ),
  p(
    "The law requires us to keep your health information private and to give you this notice. It explains how we may use and share your health information, your rights, and our duties. If you have any questions, please contact our ",
    toPrivacyOfficer,
    ".",
  ),
];

/** Sections 1 to 4: who follows the notice, uses and disclosures, authorizations. */
const usesSections: Section[] = [
  {
    id: "who-follows-this-notice",
    title: "Who Follows This Notice",
    blocks: [
      p(`This notice applies to everyone at ${name} who may see or use your health information:`),
      ul(
        "Nurses, therapists, home health aides, medical social workers and other care staff who visit you at home",
        "Office staff, such as intake, scheduling, billing and quality staff",
        "Students, trainees and volunteers who work under our supervision",
      ),
      p(
        "They all follow this notice. They may share your health information with each other for the purposes described here.",
      ),
    ],
  },
  {
    id: "treatment-payment-operations",
    title: "How We Use and Share Your Health Information",
    blocks: [
      p(
        "We may use and share your health information without your written permission for your treatment, to get paid for your care, and to run our agency. Here are examples.",
      ),
      h3("Treatment"),
      p(
        "We use your health information to give you care at home and to coordinate it. For example, your nurse may share updates with your doctor, your physical therapist, a pharmacy or medical equipment company, or a hospital or nursing home if you move there.",
      ),
      h3("Payment"),
      p(
        "We use and share your health information to bill and get paid by Medicare, Medicaid, your health plan or you. For example, we may tell your health plan about the visits you received, or ask it to approve care before we provide it.",
      ),
      h3("Health care operations"),
      p(
        "We use your health information to run our agency, improve our care and train our staff. For example, we may review your records to check the quality of the care you received, or share them with surveyors and accrediting groups who review home health agencies.",
      ),
      h3("Business associates"),
      p(
        "Some services are done for us by other companies, such as billing, computer support or record storage. We may share your health information with them so they can do this work. They must sign a contract promising to protect your information.",
      ),
    ],
  },
  {
    id: "other-uses-and-disclosures",
    title: "Other Ways We May Use and Share Your Health Information",
    blocks: [
      h3("Appointment reminders and health information"),
      p(
        "We may contact you to confirm or remind you of a visit, or to tell you about treatment options or health-related services that may help you.",
      ),
      h3("Family and friends involved in your care"),
      p(
        "We may share health information with a family member, friend or other person you name who helps with your care or pays for it. We share only what that person needs to know. We may also tell them where you are and how you are doing, or share information with a disaster relief group.",
      ),
      p(
        "You can tell us not to do this. If you cannot tell us your wishes, for example in an emergency or if you are unconscious, we may share information if we believe it is in your best interest.",
      ),
      h3("Uses the law allows or requires"),
      p("We may also use or share your health information without your written permission:"),
      ul(
        [strong("As required by law."), " When a federal, state or local law requires it."],
        [
          strong("For public health."),
          " To prevent or control disease, injury or disability; to report births and deaths; to report reactions to medicines or problems with medical products; or to help with product recalls.",
        ],
        [
          strong("For health oversight."),
          " To government agencies that audit, inspect and license health care providers, such as Medicare, Medicaid and the state health department.",
        ],
        [
          strong("To report abuse, neglect or domestic violence."),
          " To the government agency allowed to receive such reports, when we believe someone is a victim.",
        ],
        [
          strong("For lawsuits and legal proceedings."),
          " In answer to a court or administrative order, and in some cases in answer to a subpoena or other lawful request.",
        ],
        [
          strong("For law enforcement."),
          " To the police or other officials when the law allows, for example to report certain injuries or a crime, or to help find a suspect or a missing person.",
        ],
        [
          strong("To coroners, medical examiners and funeral directors."),
          " So they can identify a person who has died, find the cause of death, or carry out their duties.",
        ],
        [
          strong("For organ, eye and tissue donation."),
          " To groups that handle organ, eye or tissue donation and transplants.",
        ],
        [
          strong("For research."),
          " For research projects approved through a process that protects your privacy.",
        ],
        [
          strong("To prevent a serious threat to health or safety."),
          " To someone who can help prevent or lessen a serious and immediate threat to you, another person or the public.",
        ],
        [
          strong("For special government functions."),
          " For military and veterans' activities, national security and intelligence work, protective services for the President and others, and, if you are in custody, to a correctional institution or law enforcement official.",
        ],
        [
          strong("For workers' compensation."),
          " For workers' compensation or similar programs that pay for work-related injuries or illness.",
        ],
      ),
      h3("Information with extra protection"),
      p(
        "Some health information has extra protection under federal or Illinois law, such as mental health records, HIV test results, genetic test results and records of treatment for substance use. When those laws are stricter than this notice, we follow them. This may mean we must get your written permission first.",
      ),
    ],
  },
  {
    id: "uses-requiring-authorization",
    title: "Uses That Require Your Written Permission",
    blocks: [
      p(
        'For the uses below, and for any use or sharing not described in this notice, we must get your written permission first. The law calls this an "authorization."',
      ),
      ul(
        [
          strong("Psychotherapy notes."),
          " Most uses and sharing of a mental health professional's private notes about counseling sessions, if we have any.",
        ],
        [
          strong("Marketing."),
          " Most uses of your health information to promote products or services.",
        ],
        [
          strong("Sale of your information."),
          " We will never sell your health information without your written permission.",
        ],
        [
          strong("Other uses."),
          " Any other use or sharing of your health information that this notice does not describe.",
        ],
      ),
      h3("You can take back your permission"),
      p(
        "If you give us written permission, you can take it back (revoke it) at any time by writing to our ",
        toPrivacyOfficer,
        ". After that, we will stop using or sharing your information for that purpose. We cannot take back anything we already did while we had your permission.",
      ),
    ],
  },
];

/** Rights, duties, changes, complaints and the contact. */
const rightsSections: Section[] = [
  {
    id: "your-rights",
    title: "Your Rights About Your Health Information",
    blocks: [
      p(
        "You have the following rights. To use any of them, contact our ",
        toPrivacyOfficer,
        ". We may ask you to make your request in writing.",
      ),
      h3("Right to see and get a copy of your records"),
      p(
        "You can ask to see or get a copy of your medical and billing records, on paper or in electronic form. We will respond within 30 days. If we need more time, we will tell you why. We may charge a reasonable, cost-based fee for copies.",
      ),
      p(
        "In a few cases we may say no. If we do, we will tell you why in writing, and in most cases you can ask to have the decision reviewed.",
      ),
      h3("Right to ask us to correct your records"),
      p(
        "If you think information in your records is wrong or missing, you can ask us to correct it. Tell us in writing what should change and why. We will answer within 60 days. If we need more time, we will tell you why. If we say no, we will explain why in writing, and you can send us a statement that you disagree, which we will add to your records.",
      ),
      h3("Right to a list of the times we shared your information"),
      p(
        'You can ask for a list (an "accounting") of the times we shared your health information. The list covers the six years before the date of your request. It includes who we shared it with and why.',
      ),
      p(
        "The list does not include sharing for treatment, payment or health care operations, sharing you gave us permission for, and certain other sharing. The first list in any 12-month period is free. We may charge a reasonable, cost-based fee for more lists within that 12 months.",
      ),
      h3("Right to ask us to limit what we use or share"),
      p(
        "You can ask us not to use or share certain health information for treatment, payment or our operations. We are not required to agree, and we may say no if it would affect your care.",
      ),
      p(
        "If you pay for a service or item in full yourself, you can ask us not to share information about it with your health plan for payment or operations. We will say yes unless a law requires us to share it.",
      ),
      h3("Right to ask for private communications"),
      p(
        "You can ask us to contact you in a certain way or at a certain place, for example by phone at work instead of at home, or by mail to a different address. We will not ask why, and we will say yes to all reasonable requests.",
      ),
      h3("Right to a paper copy of this notice"),
      p(
        "You can ask for a paper copy of this notice at any time, even if you agreed to get it electronically. We will give it to you promptly.",
      ),
      h3("Right to be told about a breach"),
      p(
        "You have the right to be told if a breach happens that may have put the privacy or security of your health information at risk.",
      ),
      h3("Right to choose someone to act for you"),
      p(
        "If you have given someone medical power of attorney, or if someone is your legal guardian, that person can use your rights and make choices about your health information. We will make sure the person has this authority before we act.",
      ),
    ],
  },
  {
    id: "our-responsibilities",
    title: "Our Responsibilities",
    blocks: [
      p("The law requires us to:"),
      ul(
        "Keep your health information private and secure",
        "Give you this notice of our legal duties and privacy practices",
        "Follow the terms of the notice that is currently in effect",
        "Tell you promptly if a breach happens that may have put the privacy or security of your information at risk",
      ),
      p(
        "We will not use or share your health information in ways other than those described in this notice unless you tell us we can in writing.",
      ),
    ],
  },
  {
    id: "changes-to-this-notice",
    title: "Changes to This Notice",
    blocks: [
      p(
        "We may change this notice, and the changes will apply to all the health information we have about you. The new notice will show its effective date. It will be available on request, in our office and on this website.",
      ),
    ],
  },
  {
    id: "complaints",
    title: "How to File a Complaint",
    blocks: [
      p(
        "If you believe we have not protected your privacy or have violated your rights, you can file a complaint with us. Contact our ",
        toPrivacyOfficer,
        " by phone, by mail or by email.",
      ),
      p(
        "You can also file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights:",
      ),
      ul(
        ["Online: ", link("file a complaint with the Office for Civil Rights", OCR_COMPLAINT_URL)],
        [
          "By mail: Office for Civil Rights, U.S. Department of Health and Human Services, 200 Independence Avenue, S.W., Washington, D.C. 20201",
        ],
        ["By phone: ", link("1-877-696-6775", "tel:+18776966775")],
      ),
      callout(
        "We will not retaliate against you or treat you differently for filing a complaint. Filing a complaint will not affect your care.",
      ),
    ],
  },
  {
    id: "contact-privacy-officer",
    title: "Contact Our Privacy and Compliance Officer",
    blocks: [
      p(
        "To use any of your rights, to ask a question about this notice, or to file a complaint, contact:",
      ),
      contact("Privacy and Compliance Officer", [
        name,
        ["Attn: ", fact(privacyOffice.contact)],
        address.street,
        `${address.locality}, ${address.region} ${address.postalCode}`,
        ["Phone: ", phoneLink(privacyOffice.phone)],
        ["TTY or relay service: dial ", link(relay.display, telHref(relay))],
        ["Email: ", emailLink(privacyOffice.email)],
      ]),
    ],
  },
];

/**
 * @internal Exported for its test (both states of the switch).
 * The notice, with the 42 CFR Part 2 section (after the uses that need permission) when the
 * agency holds substance use disorder treatment records covered by Part 2.
 */
export function hipaaNoticeFor(part2: boolean): LegalDocument {
  const sections = [...usesSections, ...(part2 ? [part2Section] : []), ...rightsSections];
  return {
    title: pages.hipaaNotice.title,
    effectiveDate: hipaaNoticeEffectiveDate,
    intro,
    sections: sections.map((section, index) => ({ ...section, number: index + 1 })),
  };
}

/** The agency's Notice of Privacy Practices (HIPAA), shown at /hipaa-notice. */
export const hipaaNotice = hipaaNoticeFor(factValue(holdsPart2Records));
