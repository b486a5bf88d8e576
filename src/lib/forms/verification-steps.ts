/*
 * The verification form's steps, fields and starting values, and its validation, which loads
 * when the visitor reaches the form (the schema and zod are not part of the page's first
 * download). The rules themselves are in `verification-schema.ts`.
 */
import type { VerificationField, VerificationStep } from "@/content/verification";
import type { InsuranceCompany } from "@/content/insurance/provider-choices";
import { lazySchema } from "./lazy-schema";
import type { VerificationInput, VerificationRequest } from "./verification-schema";

/** The form's check (the verification schema, loaded on first use) and its `preload`. */
export const verificationValidation = lazySchema<VerificationInput, VerificationRequest>(() =>
  import("./verification-schema").then((module) => module.verificationSchema),
);

const emptyVerificationValues: VerificationInput = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  phoneNumber: "",
  email: "",
  insuranceCompany: "",
  insuranceId: "",
  groupNumber: "",
  serviceType: "",
  physicianName: "",
  physicianPhone: "",
  medicalCondition: "",
  additionalNotes: "",
};

/** The form's starting values: empty, with the insurance company chosen on a provider page. */
export function verificationDefaults(insuranceCompany?: InsuranceCompany): VerificationInput {
  return { ...emptyVerificationValues, insuranceCompany: insuranceCompany ?? "" };
}

export const VERIFICATION_STEPS = [1, 2, 3, 4] as const satisfies readonly VerificationStep[];
export const TOTAL_STEPS = VERIFICATION_STEPS.length;

/** The fields of each step, in the order they appear on screen. */
export const STEP_FIELDS = {
  1: ["firstName", "lastName", "dateOfBirth", "phoneNumber", "email"],
  2: ["insuranceCompany", "insuranceId", "groupNumber"],
  3: ["serviceType", "physicianName", "physicianPhone"],
  4: ["medicalCondition", "additionalNotes"],
} as const satisfies Record<VerificationStep, readonly VerificationField[]>;

/** 1 -> 25, 2 -> 50, 3 -> 75, 4 -> 100. */
export const stepPercent = (step: VerificationStep): number =>
  Math.round((step / TOTAL_STEPS) * 100);
