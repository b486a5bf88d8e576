/*
 * The referral form's steps, fields and starting values, and its validation, which loads when
 * the visitor reaches the form (the schema and zod are not part of the page's first download).
 * The rules themselves are in `referral-schema.ts`.
 */
import { SERVICE_FIELDS } from "@/content/referral-form";
import { lazySchema } from "./lazy-schema";
import type { Referral, ReferralField, ReferralInput } from "./referral-schema";

/** The form's check (the referral schema, loaded on first use) and its `preload`. */
export const referralValidation = lazySchema<ReferralInput, Referral>(() =>
  import("./referral-schema").then((module) => module.referralSchema),
);

/** A field, or `services`: the checkbox group's own error (at least one). */
export type ReferralFormField = ReferralField | "services";
/** What the form holds: the schema's input, and the group's (unused) value. */
export type ReferralFormValues = ReferralInput & { services: string };

export const REFERRAL_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ReferralStep = (typeof REFERRAL_STEPS)[number];
export const TOTAL_REFERRAL_STEPS = REFERRAL_STEPS.length;

/** The optional documents (files, not schema fields: `use-referral-files.ts` checks them). */
export const DOCUMENTS_STEP = 7 satisfies ReferralStep;

/**
 * "Review and send" (issue 31): what will be sent, grouped as the steps are, each group with
 * "Change"; no fields of its own. Reached from the last step of fields once everything checks.
 */
export const REVIEW_STEP = 9 satisfies ReferralStep;
/** The steps that ask for something (every step but the review). */
export type FieldStep = Exclude<ReferralStep, typeof REVIEW_STEP>;

/** The fields of each step, in the order they appear on screen. */
export const REFERRAL_STEP_FIELDS = {
  1: ["careType", "startOfCareDate", "dischargeDate"],
  2: [
    "patientFirstName",
    "patientLastName",
    "patientDateOfBirth",
    "patientAddress",
    "patientZip",
    "patientPhone",
    "patientLanguage",
  ],
  3: ["representativeName", "representativePhone", "emergencyName", "emergencyPhone"],
  4: ["insurancePlan", "medicareNumber", "planName", "memberId"],
  5: [
    "practitionerName",
    "practitionerNpi",
    "practitionerPhone",
    "practitionerFax",
    "signerName",
    "signerNpi",
    "faceToFaceDate",
    "faceToFaceClinician",
  ],
  6: ["reason", "homeboundReason", "services", ...SERVICE_FIELDS, "clinicalNotes"],
  7: [],
  8: ["referrerName", "referrerRole", "referrerOrganization", "referrerPhone", "referrerEmail"],
  9: [],
} as const satisfies Record<ReferralStep, readonly ReferralFormField[]>;

/** Every value empty. */
export const referralDefaults = (): ReferralFormValues => ({
  careType: "",
  startOfCareDate: "",
  dischargeDate: "",
  patientFirstName: "",
  patientLastName: "",
  patientDateOfBirth: "",
  patientAddress: "",
  patientZip: "",
  patientPhone: "",
  patientLanguage: "",
  representativeName: "",
  representativePhone: "",
  emergencyName: "",
  emergencyPhone: "",
  insurancePlan: "",
  medicareNumber: "",
  planName: "",
  memberId: "",
  practitionerName: "",
  practitionerNpi: "",
  practitionerPhone: "",
  practitionerFax: "",
  signerName: "",
  signerNpi: "",
  faceToFaceDate: "",
  faceToFaceClinician: "",
  reason: "",
  homeboundReason: "",
  services: "",
  serviceNursing: "",
  servicePhysical: "",
  serviceOccupational: "",
  serviceSpeech: "",
  serviceSocialWork: "",
  serviceAide: "",
  clinicalNotes: "",
  referrerName: "",
  referrerRole: "",
  referrerOrganization: "",
  referrerPhone: "",
  referrerEmail: "",
});
