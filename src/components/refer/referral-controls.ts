/*
 * Which control each referral field is and how it behaves. The patient's and contacts' fields
 * turn autocomplete off: the browser would offer the referrer's own name, address or number.
 * Dates are text (MM/DD/YYYY or YYYY-MM-DD), as in the coverage check.
 */
import type { ControlSpec } from "@/components/ui/spec-control";
import { INSURANCE_PLANS } from "@/content/referral-form";
import type { ReferralField } from "@/lib/forms/referral-schema";

type TextField = Exclude<ReferralField, "careType" | `service${string}`>;

const off = (width: string, type: "text" | "tel" = "text", code = false): ControlSpec => ({
  kind: "input",
  type,
  autoComplete: "off",
  width,
  code,
});
const date = off("sm:max-w-xs", "text", true);
const phone = off("sm:max-w-xs", "tel", true);
const npi = off("sm:max-w-xs", "text", true);
const name = off("sm:max-w-md");

export const referralControls: Record<TextField, ControlSpec> = {
  startOfCareDate: date,
  dischargeDate: date,
  patientFirstName: name,
  patientLastName: name,
  patientDateOfBirth: date,
  patientAddress: off("sm:max-w-xl"),
  patientZip: off("sm:max-w-40", "text", true),
  patientPhone: phone,
  patientLanguage: name,
  representativeName: name,
  representativePhone: phone,
  emergencyName: name,
  emergencyPhone: phone,
  insurancePlan: {
    kind: "select",
    placeholder: "Choose the insurance",
    options: Object.entries(INSURANCE_PLANS).map(([value, label]) => ({ value, label })),
  },
  medicareNumber: off("sm:max-w-xs", "text", true),
  planName: name,
  memberId: off("sm:max-w-xs", "text", true),
  practitionerName: name,
  practitionerNpi: npi,
  practitionerPhone: phone,
  practitionerFax: phone,
  signerName: name,
  signerNpi: npi,
  faceToFaceDate: date,
  faceToFaceClinician: name,
  reason: { kind: "textarea", rows: 3 },
  homeboundReason: { kind: "textarea", rows: 2 },
  clinicalNotes: { kind: "textarea", rows: 3 },
  referrerName: { kind: "input", type: "text", autoComplete: "name", width: "sm:max-w-md" },
  referrerRole: {
    kind: "input",
    type: "text",
    autoComplete: "organization-title",
    width: "sm:max-w-md",
  },
  referrerOrganization: {
    kind: "input",
    type: "text",
    autoComplete: "organization",
    width: "sm:max-w-md",
  },
  referrerPhone: {
    kind: "input",
    type: "tel",
    autoComplete: "tel",
    width: "sm:max-w-xs",
    code: true,
  },
  referrerEmail: {
    kind: "input",
    type: "email",
    autoComplete: "email",
    width: "sm:max-w-md",
    code: true,
  },
};
