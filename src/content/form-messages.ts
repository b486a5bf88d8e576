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
  phone: "Please enter a 10-digit phone number",
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
