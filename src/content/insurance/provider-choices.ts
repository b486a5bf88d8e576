/*
 * The insurance companies the verification form offers: the id and name of each provider in
 * `./providers.ts`, in the same order (a test checks they agree), then "Other". A list of its own
 * so the form's script and the shared schema carry fourteen names, not the providers' page text.
 */

/** The value of the "Other" choice. */
const OTHER_INSURANCE_COMPANY = "other";

export const insuranceCompanyChoices = [
  { value: "medicare", label: "Medicare" },
  { value: "medicaid", label: "Medicaid" },
  { value: "bcbs", label: "Blue Cross Blue Shield" },
  { value: "aetna", label: "Aetna" },
  { value: "cigna", label: "Cigna" },
  { value: "humana", label: "Humana" },
  { value: "united", label: "United Healthcare" },
  { value: "anthem", label: "Anthem" },
  { value: "kaiser", label: "Kaiser Permanente" },
  { value: "tricare", label: "TRICARE" },
  { value: "centene", label: "Centene" },
  { value: "molina", label: "Molina Healthcare" },
  { value: "wellcare", label: "WellCare" },
  { value: "independence", label: "Independence Blue Cross" },
  { value: OTHER_INSURANCE_COMPANY, label: "Other" },
] as const satisfies readonly { value: string; label: string }[];

/** A provider id from `./providers.ts`, or "other". */
export type InsuranceCompany = (typeof insuranceCompanyChoices)[number]["value"];
