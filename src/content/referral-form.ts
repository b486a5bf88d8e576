/**
 * Copy of the online referral form on /refer (for physicians, allowed practitioners and case
 * managers): its steps, fields, messages, the face-to-face warning and the confirmation. The
 * field names are the keys of `fields`; the rules are in `@/lib/forms/referral-schema`.
 */
import { intakeCopy } from "./intake";
import { referralFormOrderCopy as order } from "./referral-fax";
import { referralCallBackWithin } from "./response-time";

export type ReferralFieldCopy = { label: string; hint?: string };

const optional = (label: string) => `${label} (optional)`;
const dateHint = "For example 03/27/2026";
const phoneHint = "10 digits, for example 312-555-0100 or 312-555-0100 x214";

/** The services a referral may ask for (checkboxes), in the order shown; also sent as words. */
export const REFERRAL_SERVICES = {
  serviceNursing: "Skilled nursing",
  servicePhysical: "Physical therapy",
  serviceOccupational: "Occupational therapy",
  serviceSpeech: "Speech-language pathology",
  serviceSocialWork: "Medical social work",
  serviceAide: "Home health aide",
} as const;
export type ReferralServiceField = keyof typeof REFERRAL_SERVICES;
/** The services' field names, in the order shown. */
export const SERVICE_FIELDS = [
  "serviceNursing",
  "servicePhysical",
  "serviceOccupational",
  "serviceSpeech",
  "serviceSocialWork",
  "serviceAide",
] as const satisfies readonly ReferralServiceField[];

export const CARE_TYPE_VALUES = ["start", "resumption"] as const;
export const CARE_TYPES = {
  start: "Start of care (a new patient)",
  resumption: "Resumption of care (back home after a hospital or facility stay)",
} as const satisfies Record<(typeof CARE_TYPE_VALUES)[number], string>;

export const INSURANCE_PLAN_VALUES = [
  "medicare",
  "medicareAdvantage",
  "medicaid",
  "private",
  "unknown",
] as const;
export const INSURANCE_PLANS = {
  medicare: "Original Medicare",
  medicareAdvantage: "Medicare Advantage plan",
  medicaid: "Illinois Medicaid or a Medicaid plan",
  private: "Private insurance",
  unknown: "Other, or not known",
} as const satisfies Record<(typeof INSURANCE_PLAN_VALUES)[number], string>;

export const referralFormCopy = {
  formLabel: "Online referral",
  intro:
    "Eight short steps, then a review before you send. Fields marked (optional) may be left empty; the others are what we need to call you back and decide.",
  privacy: {
    title: "Sent securely to our office",
    text: `${intakeCopy.privacy} Urgent, or easier by phone? Call`,
    end: ".",
  },
  progressLabel: "Form progress",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepHeadingPrefix: (step: number, total: number) => `Step ${step} of ${total}: `,
  completed: "(completed)",
  steps: {
    1: "The referral",
    2: "The patient",
    3: "Family and contacts",
    4: "Insurance",
    5: "Practitioner and encounter",
    6: "Care needed",
    7: "Documents",
    8: "About you",
  },
  careType: {
    legend: "Is this a start or a resumption of care?",
  },
  services: {
    legend: "Services requested",
    hint: "Choose every service the order includes.",
  },
  fields: {
    careType: { label: "Start or resumption of care" },
    startOfCareDate: {
      label: optional("Ordered start-of-care date"),
      hint: `Leave empty to start as soon as possible. ${dateHint}`,
    },
    dischargeDate: { label: optional("Hospital or facility discharge date"), hint: dateHint },
    patientFirstName: { label: "Patient's first name" },
    patientLastName: { label: "Patient's last name" },
    patientDateOfBirth: { label: "Patient's date of birth", hint: "For example 03/27/1948" },
    patientAddress: {
      label: "Address where care happens",
      hint: "Street, apartment and city",
    },
    patientZip: { label: "ZIP code", hint: "5 digits" },
    patientPhone: { label: optional("Patient's phone"), hint: phoneHint },
    patientLanguage: { label: optional("Preferred language"), hint: "For example Spanish, Polish" },
    representativeName: {
      label: optional("Representative or power of attorney"),
      hint: "Name and relationship, if someone decides with or for the patient",
    },
    representativePhone: { label: optional("Representative's phone"), hint: phoneHint },
    emergencyName: { label: optional("Emergency contact"), hint: "Name and relationship" },
    emergencyPhone: { label: optional("Emergency contact's phone"), hint: phoneHint },
    insurancePlan: { label: "Insurance" },
    medicareNumber: {
      label: optional("Medicare number (MBI)"),
      hint: "11 characters, from the red, white and blue card",
    },
    planName: {
      label: optional("Plan name"),
      hint: "For a Medicare Advantage, Medicaid or private plan",
    },
    memberId: { label: optional("Member ID") },
    practitionerName: { label: "Referring physician or allowed practitioner" },
    practitionerNpi: { label: optional("Referring practitioner's NPI"), hint: "10 digits" },
    practitionerPhone: { label: optional("Referring practitioner's phone"), hint: phoneHint },
    practitionerFax: { label: optional("Referring practitioner's fax"), hint: phoneHint },
    signerName: {
      label: optional("Who will sign the plan of care, if someone else"),
      hint: "Name of the physician or allowed practitioner",
    },
    signerNpi: { label: optional("Signing practitioner's NPI"), hint: "10 digits" },
    faceToFaceDate: {
      label: optional("Face-to-face encounter date"),
      hint: `Within the 90 days before or the 30 days after the start of care. ${dateHint}`,
    },
    faceToFaceClinician: { label: optional("Who performed the encounter") },
    reason: {
      label: "Primary reason for home health and diagnosis",
      hint: "For example: after a hip replacement; ICD-10 codes welcome",
    },
    homeboundReason: {
      label: optional("Why the patient is homebound"),
      hint: "For example: needs a walker and a person's help to leave home",
    },
    clinicalNotes: {
      label: optional("Notes for the clinicians"),
      hint: "Wounds, infusions, drains, equipment, visit times",
    },
    referrerName: { label: "Your name" },
    referrerRole: { label: optional("Your role"), hint: "For example: discharge planner, NP" },
    referrerOrganization: { label: optional("Your organization") },
    referrerPhone: { label: "Your phone", hint: `We call you back on it. ${phoneHint}` },
    referrerEmail: {
      label: optional("Your e-mail"),
      hint: "We e-mail you when we accept or decline the referral (never the patient's details).",
    },
  } satisfies Record<string, ReferralFieldCopy>,
  /** The documents step: one file input for every kind (each file keeps its name). */
  attachments: {
    label: "Attach files (optional)",
    hint: `The face-to-face note, the orders, the medication list, the discharge summary: PDFs or photos (PNG, JPEG, HEIC), up to 8 files, 10 MB each and 25 MB in all. ${order.attachLater}`,
    summaryLabel: "Documents sent",
  },
  /** The referrer's fields as a third person reads them (the summary, the inbox). */
  referrerLabels: {
    referrerName: "Referred by",
    referrerRole: "Referrer's role",
    referrerOrganization: "Referrer's organization",
    referrerPhone: "Referrer's phone",
    referrerEmail: "Referrer's e-mail",
  } satisfies Record<string, string>,
  messages: {
    careType: "Choose start of care or resumption of care",
    date: "Enter a real date, like 03/27/2026",
    dateOfBirth: "Enter the patient's date of birth, like 03/27/1948",
    patientFirstName: "Enter the patient's first name",
    patientLastName: "Enter the patient's last name",
    patientAddress: "Enter the address where care happens",
    zip: "Enter a 5-digit ZIP code",
    phone: "Enter a 10-digit phone number, like 312-555-0100 (an extension is welcome: x214)",
    insurancePlan: "Choose the patient's insurance, or 'Other, or not known'",
    practitionerName: "Enter the referring physician or allowed practitioner",
    npiForm: "Enter the NPI as 10 digits",
    npiCheck: "This NPI's last digit does not match: check the number on the order",
    reason: "Enter the reason for home health",
    services: "Choose at least one service",
    referrerName: "Enter your name",
    email: "Enter a valid e-mail address, like name@clinic.org",
    tooLong: (max: number) => `Keep this to ${max} characters or fewer`,
  },
  warning: {
    title: "Check the face-to-face date",
    before: (days: number) => `This encounter is ${days} days before the start of care.`,
    after: (days: number) => `This encounter is ${days} days after the start of care.`,
    rule: "Medicare asks for the face-to-face encounter within the 90 days before or the 30 days after the start of care (42 CFR 424.22(a)(1)(v)). You can still send the referral; we will talk it through when we call.",
    noStart: "Without an ordered start-of-care date, we count from today.",
  },
  buttons: { previous: "Previous", next: "Next", submit: "Send referral", submitting: "Sending…" },
  confirmation: {
    title: "Referral received",
    next: "What happens next",
    steps: [
      `We call you back to confirm ${referralCallBackWithin}.`,
      "We check coverage, our service area and the order, and ask for anything missing.",
      "The first visit is within 48 hours of the referral or of the ordered start of care (42 CFR 484.55).",
    ],
    email: "When we accept or decline the referral, we e-mail you the reference and the outcome.",
    /** Where the signed order goes: by fax once the number is real, else call (referral-fax.ts). */
    faxOrder: order.confirmOrder,
    files: (count: number) =>
      count === 1
        ? "1 file was sent with the referral (its name is in the summary below)."
        : `${count} files were sent with the referral (their names are in the summary below).`,
    faxMissing: order.confirmMissing,
    summary: "Referral summary for your chart",
    summaryNote: "Made in your browser from what you typed; print it or save it as PDF.",
    sentAt: "Sent",
    print: "Print this summary",
    another: "Refer another patient",
  },
} as const;
