/**
 * Copy of the 4-step insurance verification form (spec §4, §8). Its field names, steps and
 * results are the keys of `fields`, `steps` and `results` below (the types at the end; the
 * schema in `@/lib/forms/verification-schema` builds on them). Validation messages live with
 * the schema; contact facts come from `siteConfig`.
 */

export type FieldCopy = {
  label: string;
  /** Shown under the label; says what to enter and in which form. */
  hint?: string;
};

const phoneHint = "10 digits, for example 312-555-0100";
const stepOf = (step: number, total: number) => `Step ${step} of ${total}`;
const percent = (value: number) => `${value}%`;

/** What every result screen says while the form sends nothing. */
const notSent = {
  heading: "Your answers are complete, but not sent",
  text: "Online requests are not connected to our office yet, so we cannot see your answers.",
  more: "Call us with your insurance card at hand, and we will check your coverage with you.",
};

export const verificationCopy = {
  intro: (providerName?: string) =>
    providerName
      ? `Check your ${providerName} coverage for home health care in 4 short steps.`
      : "Check your insurance coverage for home health care in 4 short steps.",
  privacy: {
    title: "Nothing you type here is sent or saved",
    text: "Online requests are not connected to our office yet: this form only checks your answers on this page. To have your coverage checked, call us at",
    /** After the phone link. */
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
    again: "Start Again",
  },
  /**
   * The spec's three simulated outcomes ("Verification Complete", "Pending", "Additional
   * Review Required") claimed a check that never happened: the form sends nothing. Until the
   * intake (issue 15) answers for real, every outcome says so and asks the visitor to call.
   */
  results: {
    verified: notSent,
    pending: notSent,
    "needs-review": notSent,
  } satisfies Record<string, { heading: string; text: string; more: string }>,
  toast: {
    success: "Your answers are complete (not sent)",
    failureTitle: "Submission Failed",
    failureDescription: "There was an error submitting your verification. Please try again.",
  },
} as const;

/** The form's twelve fields, e.g. "firstName". */
export type VerificationField = keyof typeof verificationCopy.fields;
/** The form's steps, 1 to 4. */
export type VerificationStep = keyof typeof verificationCopy.steps;
/** The three simulated outcomes of a submit. */
export type VerificationResult = keyof typeof verificationCopy.results;
