/**
 * Copy of the 4-step insurance verification form (spec §4, §8). Its field names and steps are
 * the keys of `fields` and `steps` below (the types at the end; the
 * schema in `@/lib/forms/verification-schema` builds on them). Validation messages live with
 * the schema; contact facts come from `siteConfig`.
 */
import { intakeCopy } from "./intake";

export type FieldCopy = {
  label: string;
  /** Shown under the label; says what to enter and in which form. */
  hint?: string;
};

const phoneHint = "10 digits, for example 312-555-0100 or 312-555-0100 x214";
const stepOf = (step: number, total: number) => `Step ${step} of ${total}`;
const percent = (value: number) => `${value}%`;

export const verificationCopy = {
  intro: (providerName?: string) =>
    providerName
      ? `Check your ${providerName} coverage for home health care in 4 short steps.`
      : "Check your insurance coverage for home health care in 4 short steps.",
  /** Above the steps: where the answers go, and the phone number. */
  privacy: {
    title: "Sent securely to our office",
    text: `${intakeCopy.privacy} To talk it through with a person, call us at`,
    /** After the phone link. */
    end: ".",
  },
  /** Instead of `privacy` in a build with no intake (INTAKE_URL=off). */
  notConnected: {
    title: "Online requests are not connected",
    text: "This copy of the site cannot send your answers to our office. To have your coverage checked, call us at",
    end: ".",
  },
  /** Points to the Section 1557 notice: free interpreters and other formats. */
  languageHelp: {
    lead: "Need an interpreter or another format?",
    link: "Free language assistance and aids are available.",
    href: "/nondiscrimination",
  },
  formLabel: "Insurance verification",
  progressLabel: "Form progress",
  stepOf,
  /** Hidden before each step's heading, e.g. "Step 2 of 4: ". */
  stepHeadingPrefix: (step: number, total: number) => `${stepOf(step, total)}: `,
  percent,
  /** The progress bar's spoken value, e.g. "Step 2 of 4, 50%". */
  progressText: (step: number, total: number, value: number) =>
    `${stepOf(step, total)}, ${percent(value)}`,
  completed: "(completed)",
  steps: {
    1: { name: "About you" },
    2: { name: "Insurance" },
    3: { name: "Care and physician" },
    4: { name: "Medical details" },
  } satisfies Record<number, { name: string }>,
  fields: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    dateOfBirth: {
      label: "Date of birth",
      hint: "Month, day and year, for example 03/27/1948. You can also write it as 1948-03-27.",
    },
    phoneNumber: { label: "Phone number", hint: phoneHint },
    email: { label: "Email address", hint: "For example, name@example.com" },
    insuranceCompany: {
      label: "Your insurance company or program",
      hint: 'Choose "Other" if yours is not in the list.',
    },
    insuranceId: {
      label: "Insurance member ID",
      hint: "It is on the front of your insurance card.",
    },
    groupNumber: {
      label: "Group number (optional)",
      hint: "Only if your card shows one.",
    },
    serviceType: {
      label: "Type of care you need",
      hint: 'Choose "More than one service" if you need more than one kind of care.',
    },
    physicianName: {
      label: "Physician's name",
      hint: "The doctor who will order your home health care.",
    },
    physicianPhone: { label: "Physician's phone number", hint: phoneHint },
    medicalCondition: {
      label: "Medical condition",
      hint: "Why do you need care at home? For example, recovering from hip surgery. At least 10 characters.",
    },
    additionalNotes: {
      label: "Anything else we should know? (optional)",
      hint: "For example, the best time to call you.",
    },
  } satisfies Record<string, FieldCopy>,
  serviceTypePlaceholder: "Choose a type of care",
  insuranceCompanyPlaceholder: "Choose your insurance",
  buttons: {
    previous: "Previous",
    next: "Next",
    submit: "Submit",
    submitting: "Submitting...",
    again: "Submit Another Verification",
  },
  /**
   * After the intake stored the request (issue 15): always pending, in the spec's words, since
   * a person checks the coverage; never a made-up "Verification Complete".
   */
  result: {
    heading: "Verification Pending",
    more: "Our team checks your coverage with your insurance company and calls you at the phone number you gave us.",
    reference: intakeCopy.reference,
    referenceHint: "Please have it at hand when you call us.",
    summaryTitle: "What you sent",
    summary: {
      name: "Name",
      dateOfBirth: "Date of birth",
      insuranceCompany: "Insurance",
      insuranceId: "Member ID",
      serviceType: "Type of care",
    },
    /** The member ID shown by its last four characters only. */
    memberIdEnding: (last4: string) => `ending in ${last4}`,
    urgent: "If it is urgent, call us now.",
  },
  /** The hidden field people never see (robots fill it); its label is read by no one. */
  honeypotLabel: "Leave this field empty",
  toast: {
    success: "Verification Submitted",
  },
} as const;

/** The form's twelve fields, e.g. "firstName". */
export type VerificationField = keyof typeof verificationCopy.fields;
/** The form's steps, 1 to 4. */
export type VerificationStep = keyof typeof verificationCopy.steps;
