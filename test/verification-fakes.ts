import type { VerificationInput } from "@/lib/forms/verification-schema";

/** One complete coverage check as the schema sends it: trimmed, the date as YYYY-MM-DD. */
export const rosaCheck = {
  firstName: "Rosa",
  lastName: "Alvarez",
  dateOfBirth: "1948-03-27",
  phoneNumber: "847-568-1033", // sent in the one normal form (phone.ts)
  email: "rosa@example.com",
  insuranceCompany: "humana",
  insuranceId: "1EG4-TE5-MK73",
  groupNumber: "",
  serviceType: "physical-therapy",
  physicianName: "Dr. Chen",
  physicianPhone: "312-555-0100",
  medicalCondition: "Recovering from hip surgery",
  additionalNotes: "",
} satisfies VerificationInput;
