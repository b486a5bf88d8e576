/*
 * The home-care cost estimate (SPEC §3, §9, corrected by issue 14). Pure: no DOM, no storage, no
 * network. The form validates input with `src/lib/forms/calculator-schema.ts`; this module only
 * does the maths on the values of the choices in `src/content/calculator.ts`. Money is counted
 * in whole cents (`./money.ts`: exact, rounded half up) and returned as dollars with at most two
 * decimals, so the amounts shown always add up.
 */
import { calculatorOptions } from "@/content/calculator";
import { percentOfCents, scaleCents, toCents, toDollars } from "./money";
import {
  costPerVisitFor,
  quarterVisitsFor,
  values,
  type EstimatedDuration,
  type ServiceFrequency,
  type ServiceType,
} from "./cost-calculator-care";

export const INSURANCE_TYPES = values(calculatorOptions.insuranceType);
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const PLAN_TYPES = values(calculatorOptions.planType);
export type CostInput = {
  insuranceType: InsuranceType;
  planType: (typeof PLAN_TYPES)[number];
  /** Yearly deductible, dollars, ≥ 0. */
  deductible: number;
  /** Deductible already paid this year, dollars, ≥ 0 (may exceed `deductible`). */
  deductibleMet: number;
  /** Percent, 0–100. */
  coinsurance: number;
  /** Per visit, dollars, ≥ 0. */
  copay: number;
  /** Yearly out-of-pocket maximum, dollars; 0 means "no maximum". */
  outOfPocketMax: number;
  /** Out-of-pocket already paid this year, dollars, ≥ 0 (may exceed `outOfPocketMax`). */
  outOfPocketMet: number;
  serviceType: ServiceType;
  serviceFrequency: ServiceFrequency;
  estimatedDuration: EstimatedDuration;
};

type CostBreakdown = {
  /** max(0, deductible − deductibleMet): the deductible left before this care (SPEC §9). */
  deductibleRemaining: number;
  /** What the patient pays toward the deductible, after the caps. */
  deductibleAmount: number;
  /** Coinsurance the patient pays, after the caps. */
  coinsuranceAmount: number;
  /** Copays the patient pays, after the caps. */
  copayAmount: number;
  /**
   * Not defined by the spec; we define it as what is left of the yearly out-of-pocket maximum
   * after this estimate: max(0, outOfPocketMax − outOfPocketMet − patientPays), or 0 when
   * the plan has no maximum (outOfPocketMax = 0).
   */
  outOfPocketRemaining: number;
};

/**
 * Insurance types that pay covered home health visits in full: no deductible, coinsurance or
 * copay for the visits (Original Medicare: 42 CFR 409.50 puts coinsurance on durable medical
 * equipment only, medicare.gov "Home health services": "$0 for covered home health care
 * services"; Illinois Medicaid: no copay for home health, DHS policy manual WAG 20-03-04-a;
 * dual eligible: Medicare pays first, Medicaid covers what is left).
 */
const PAID_IN_FULL = ["medicare", "medicaid", "dual-eligible"] as const satisfies InsuranceType[];
type PaidInFull = (typeof PAID_IN_FULL)[number];

const isPaidInFull = (type: string): type is PaidInFull =>
  PAID_IN_FULL.some((paid) => paid === type);

export type CostEstimate = {
  totalCost: number;
  insurancePays: number;
  /** Never more than totalCost; deductibleAmount + coinsuranceAmount + copayAmount. */
  patientPays: number;
  breakdown: CostBreakdown;
  /** visits per week × weeks (may be fractional: "once a month" is 0.25 a week). */
  visits: number;
  costPerVisit: number;
  /** The insurance type that pays covered visits in full, when it is one. */
  paidInFull: PaidInFull | null;
  /**
   * What stopped the patient's share, when something did: the total cost of the care (the
   * patient never pays more than the care costs) or the yearly out-of-pocket maximum.
   */
  cappedBy: "total-cost" | "out-of-pocket-max" | null;
};

/** A dollar amount in whole cents (half up); a RangeError when negative, not finite or > max. */
function cents(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of 0 or more, got ${value}`);
  }
  return toCents(value);
}

/** The patient's shares before any cap, in cents. */
function shares(input: CostInput, totalCents: number, quarterVisits: number) {
  const deductibleRemaining = Math.max(
    0,
    cents(input.deductible, "deductible") - cents(input.deductibleMet, "deductibleMet"),
  );
  const deductible = Math.min(totalCents, deductibleRemaining);
  const coinsurance = percentOfCents(totalCents - deductible, input.coinsurance);
  const copays = scaleCents(cents(input.copay, "copay"), quarterVisits, 4);
  return { deductibleRemaining, deductible, coinsurance, copays };
}

/**
 * The estimate of SPEC §9 with issue 14's corrections, step by step (all in whole cents):
 *   visits = visits per week × weeks; total = cost per visit × visits
 *   Original Medicare, Illinois Medicaid and dual eligible: the patient pays $0 for the visits.
 *   Otherwise:
 *   deductibleRemaining = max(0, deductible − deductibleMet)
 *   deductible portion = min(total, deductibleRemaining)
 *   coinsurance = (total − deductible portion) × coinsurance %, rounded half up to a cent
 *   copays = copay × visits, rounded half up to a cent
 *   patientPays = deductible portion + coinsurance + copays, capped at the total (the patient
 *     never pays more than the care costs) and at max(0, outOfPocketMax − outOfPocketMet) when
 *     outOfPocketMax > 0; the cap takes from copays first, then coinsurance, then deductible,
 *     and the breakdown shows what is left of each (never an amount the cap removed)
 *   insurancePays = total − patientPays
 *
 * Throws a RangeError for an unknown frequency or duration, or an amount that is negative,
 * not finite, or (coinsurance) above 100. An unknown service type costs DEFAULT_COST_PER_VISIT.
 */
export function calculateCost(input: CostInput): CostEstimate {
  if (!(input.coinsurance <= 100))
    throw new RangeError(`coinsurance above 100: ${input.coinsurance}`);
  const outOfPocketMax = cents(input.outOfPocketMax, "outOfPocketMax");
  const outOfPocketMet = cents(input.outOfPocketMet, "outOfPocketMet");
  const quarterVisits = quarterVisitsFor(input.serviceFrequency, input.estimatedDuration);
  const costPerVisit = costPerVisitFor(input.serviceType);
  const totalCents = costPerVisit * 25 * quarterVisits;
  const owed = shares(input, totalCents, quarterVisits);
  const paidInFull = isPaidInFull(input.insuranceType) ? input.insuranceType : null;

  const hasMax = outOfPocketMax > 0;
  const maxLeft = Math.max(0, outOfPocketMax - outOfPocketMet);
  const limit = hasMax ? Math.min(totalCents, maxLeft) : totalCents;
  const uncapped = paidInFull ? 0 : owed.deductible + owed.coinsurance + owed.copays;
  const deductible = paidInFull ? 0 : Math.min(owed.deductible, limit);
  const coinsurance = paidInFull ? 0 : Math.min(owed.coinsurance, limit - deductible);
  const copays = paidInFull ? 0 : Math.min(owed.copays, limit - deductible - coinsurance);
  const patientCents = deductible + coinsurance + copays;
  const cappedBy =
    uncapped <= limit ? null : limit === totalCents ? "total-cost" : "out-of-pocket-max";

  return {
    totalCost: toDollars(totalCents),
    insurancePays: toDollars(totalCents - patientCents),
    patientPays: toDollars(patientCents),
    breakdown: {
      deductibleRemaining: toDollars(paidInFull ? 0 : owed.deductibleRemaining),
      deductibleAmount: toDollars(deductible),
      coinsuranceAmount: toDollars(coinsurance),
      copayAmount: toDollars(copays),
      outOfPocketRemaining: toDollars(hasMax ? Math.max(0, maxLeft - patientCents) : 0),
    },
    visits: quarterVisits / 4,
    costPerVisit,
    paidInFull,
    cappedBy,
  };
}

/** True when every amount in the estimate is a finite number of 0 or more. */
export function isValidEstimate(estimate: CostEstimate): boolean {
  const { breakdown } = estimate;
  return [
    estimate.totalCost,
    estimate.insurancePays,
    estimate.patientPays,
    estimate.visits,
    estimate.costPerVisit,
    ...Object.values(breakdown),
  ].every((n) => Number.isFinite(n) && n >= 0);
}
