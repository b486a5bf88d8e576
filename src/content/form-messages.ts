/**
 * What every form says when a call back cannot be arranged (src/lib/forms/reach-rules.ts: the
 * contact form, the coverage check): a phone number or an e-mail address is needed, and what is
 * given must be valid.
 */
export const reachMessages = {
  phone: "Please enter a 10-digit phone number (an extension is welcome, like x214)",
  email: "Please enter a valid email address",
  either: "Please enter a phone number or an email address, so we can reach you",
} as const;

/** The contact form's own messages (src/lib/forms/contact-schema.ts); the reach ones are above. */
export const contactMessages = {
  name: "Full name must be at least 2 characters",
  consent: "Please tick the box to agree to the privacy policy and to being contacted",
  /** A value longer than the field takes: "Full name must be 100 characters or fewer". */
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  fieldNames: {
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    message: "Your message",
  },
} as const;

/** The cost calculator's messages (src/lib/forms/calculator-schema.ts): SPEC §5 and our own. */
export const calculatorMessages = {
  insuranceType: "Please select your insurance type",
  planType: "Please select your plan type",
  serviceFrequency: "Please select service frequency",
  serviceType: "Please select service type",
  estimatedDuration: "Please select estimated duration",
  amountNotNumber: "Enter an amount in numbers, like 250",
  amountNegative: "Enter an amount of $0 or more",
  amountTooLarge: "Enter an amount under $1,000,000",
  percentage: "Enter a percentage from 0 to 100",
} as const;

/**
 * What the insurance verification form says about a value it cannot take (spec §5, verbatim),
 * read by its schema (src/lib/forms/verification-schema.ts). The Spanish is
 * `es/form-messages.ts`.
 */
export const verificationMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  dateOfBirth: "Please enter a valid date (YYYY-MM-DD)",
  insuranceCompany: "Please choose your insurance company",
  insuranceId: "Insurance ID is required",
  phone: "Please enter a 10-digit phone number (an extension is welcome, like x214)",
  email: "Please enter a valid email address",
  serviceType: "Please select a service type",
  physicianName: "Physician name is required",
  medicalCondition: "Please provide details about your medical condition (at least 10 characters)",
  /** A value longer than the field takes: "First name must be 100 characters or fewer". */
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  /** The field names `tooLong` uses. */
  fieldNames: {
    firstName: "First name",
    lastName: "Last name",
    dateOfBirth: "Date of birth",
    phoneNumber: "Phone number",
    email: "Email address",
    insuranceId: "Insurance ID",
    groupNumber: "Group number",
    physicianName: "Physician name",
    physicianPhone: "Physician phone number",
    medicalCondition: "Medical condition",
    additionalNotes: "Additional notes",
  },
} as const;
