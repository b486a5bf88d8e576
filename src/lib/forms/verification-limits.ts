/*
 * The longest value each text field of the verification form takes (issue 15: a
 * 100,000-character name was accepted). One list for the fields' `maxLength` attribute, which
 * the form's first download carries, and the schema, which loads later; the selects are
 * checked against their options instead.
 */
import type { VerificationField } from "@/content/verification";

export const VERIFICATION_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  dateOfBirth: 20,
  phoneNumber: 30,
  email: 254,
  insuranceId: 50,
  groupNumber: 50,
  physicianName: 100,
  physicianPhone: 30,
  medicalCondition: 2000,
  additionalNotes: 2000,
} as const satisfies Partial<Record<VerificationField, number>>;

export type VerificationTextField = keyof typeof VERIFICATION_MAX_LENGTH;
