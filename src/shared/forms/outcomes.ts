/**
 * Why a request was closed, per kind of form: a patient's request (care request, coverage check,
 * referral) ends as admitted, referred elsewhere…; a job application as hired, not hired….
 * A leaf: the inbox offers these, the server refuses any other for the form type.
 */
export const PATIENT_OUTCOMES = [
  "admitted",
  "referred_elsewhere",
  "not_reachable",
  "not_eligible",
  "duplicate",
] as const;

export const APPLICATION_OUTCOMES = ["hired", "not_hired", "withdrawn", "not_reachable"] as const;

/** Every outcome any form has (the wire's enumeration; the form type narrows it). */
export const OUTCOMES = [
  ...PATIENT_OUTCOMES,
  "hired",
  "not_hired",
  "withdrawn",
] as const satisfies readonly string[];
export type Outcome = (typeof OUTCOMES)[number];

/** Each outcome in words, as the inbox shows it and the server names it in a refusal. */
export const OUTCOME_LABELS = {
  admitted: "Admitted",
  referred_elsewhere: "Referred elsewhere",
  not_reachable: "Not reachable",
  not_eligible: "Not eligible",
  duplicate: "Duplicate",
  hired: "Hired",
  not_hired: "Not hired",
  withdrawn: "Withdrawn",
} as const satisfies Record<Outcome, string>;
