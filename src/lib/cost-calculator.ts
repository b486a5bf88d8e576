/*
 * The home-care cost estimate (SPEC §3, §9). Pure: no DOM, no storage, no network. The form
 * validates input with `src/lib/forms/calculator-schema.ts`; this module only does the maths
 * on the values of the choices in `src/content/calculator.ts`. Money stays in plain dollars
 * (numbers) here and is rounded to cents only for display (`./cost-calculator-display.ts`).
 */
import { calculatorOptions } from "@/content/calculator";

const values = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value);

export const INSURANCE_TYPES = values(calculatorOptions.insuranceType);
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const PLAN_TYPES = values(calculatorOptions.planType);
export const SERVICE_TYPES = values(calculatorOptions.serviceType);
type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_FREQUENCIES = values(calculatorOptions.serviceFrequency);
type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];
export const ESTIMATED_DURATIONS = values(calculatorOptions.estimatedDuration);
type EstimatedDuration = (typeof ESTIMATED_DURATIONS)[number];

/** Dollars per visit (SPEC §9). */
const COST_PER_VISIT = {
  "skilled-nursing": 150,
  "home-health-aide": 85,
  "physical-therapy": 120,
  "occupational-therapy": 120,
  "speech-therapy": 130,
  "medical-social-services": 100,
  "multiple-services": 180,
} as const satisfies Record<ServiceType, number>;

/** Used for a service type the table does not know (SPEC §9). */
const DEFAULT_COST_PER_VISIT = 150;

const VISITS_PER_WEEK = {
  daily: 7,
  "3x-week": 3,
  "2x-week": 2,
  weekly: 1,
  monthly: 0.25,
} as const satisfies Record<ServiceFrequency, number>;

const WEEKS = {
  "1-week": 1,
  "2-4-weeks": 3,
  "1-2-months": 6,
  "3-6-months": 18,
  "6-months-plus": 26,
} as const satisfies Record<EstimatedDuration, number>;

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
  /** max(0, deductible − deductibleMet): the deductible left before this care. */
  deductibleRemaining: number;
  /** (total − deductible portion) × coinsurance %. Before the out-of-pocket cap. */
  coinsuranceAmount: number;
  /** copay × visits. Before the out-of-pocket cap. */
  copayAmount: number;
  /**
   * Not defined by the spec; we define it as what is left of the yearly out-of-pocket maximum
   * after this estimate: max(0, outOfPocketMax − outOfPocketMet − patientPays), or 0 when
   * the plan has no maximum (outOfPocketMax = 0).
   */
  outOfPocketRemaining: number;
};

export type CostEstimate = {
  totalCost: number;
  insurancePays: number;
  patientPays: number;
  breakdown: CostBreakdown;
  /** visits per week × weeks (may be fractional: "once a month" is 0.25 a week). */
  visits: number;
  costPerVisit: number;
};

function has<K extends string>(table: Record<K, number>, key: string): key is K {
  return Object.hasOwn(table, key);
}

/** Dollars per visit for a service type; DEFAULT_COST_PER_VISIT (150) when unknown. */
function costPerVisitFor(serviceType: string): number {
  return has(COST_PER_VISIT, serviceType) ? COST_PER_VISIT[serviceType] : DEFAULT_COST_PER_VISIT;
}

function lookup<K extends string>(table: Record<K, number>, key: string, what: string): number {
  if (!has(table, key)) throw new RangeError(`Unknown ${what}: ${key}`);
  return table[key];
}

function amount(value: number, name: string, max = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a finite number from 0 to ${max}, got ${value}`);
  }
  return value;
}

/**
 * Removes floating-point noise (e.g. 0.1 + 0.2) without rounding to cents: values within a
 * millionth of a cent of a whole multiple of 1e-8 snap to it. Never changes a displayed cent.
 */
function clean(value: number): number {
  const snapped = Math.round(value * 1e8) / 1e8;
  return snapped === 0 ? 0 : snapped;
}

/**
 * The estimate of SPEC §9, step by step:
 *   visits = visits per week × weeks; total = cost per visit × visits
 *   deductibleRemaining = max(0, deductible − deductibleMet)
 *   deductible portion = min(total, deductibleRemaining)
 *   coinsurance = (total − deductible portion) × coinsurance %
 *   copays = copay × visits
 *   patientPays = deductible portion + coinsurance + copays, capped at
 *     max(0, outOfPocketMax − outOfPocketMet) when outOfPocketMax > 0
 *   insurancePays = max(0, total − patientPays)
 *
 * As the spec's formula has it, copays are added on top of the deductible and coinsurance,
 * so with a large copay patientPays can exceed totalCost; insurancePays is then 0 and
 * patientPays + insurancePays > totalCost. Otherwise patientPays + insurancePays = totalCost.
 *
 * Throws a RangeError for an unknown frequency or duration, or an amount that is negative,
 * not finite, or (coinsurance) above 100. An unknown service type costs DEFAULT_COST_PER_VISIT.
 */
export function calculateCost(input: CostInput): CostEstimate {
  const deductible = amount(input.deductible, "deductible");
  const deductibleMet = amount(input.deductibleMet, "deductibleMet");
  const coinsurance = amount(input.coinsurance, "coinsurance", 100);
  const copay = amount(input.copay, "copay");
  const outOfPocketMax = amount(input.outOfPocketMax, "outOfPocketMax");
  const outOfPocketMet = amount(input.outOfPocketMet, "outOfPocketMet");

  const visitsPerWeek = lookup(VISITS_PER_WEEK, input.serviceFrequency, "service frequency");
  const weeks = lookup(WEEKS, input.estimatedDuration, "estimated duration");
  const costPerVisit = costPerVisitFor(input.serviceType);

  const visits = visitsPerWeek * weeks;
  const totalCost = clean(costPerVisit * visits);

  const deductibleRemaining = clean(Math.max(0, deductible - deductibleMet));
  const deductiblePortion = Math.min(totalCost, deductibleRemaining);
  const coinsuranceAmount = clean(((totalCost - deductiblePortion) * coinsurance) / 100);
  const copayAmount = clean(copay * visits);

  const uncapped = clean(deductiblePortion + coinsuranceAmount + copayAmount);
  const hasCap = outOfPocketMax > 0;
  const capLeft = clean(Math.max(0, outOfPocketMax - outOfPocketMet));
  const patientPays = hasCap ? Math.min(uncapped, capLeft) : uncapped;
  const insurancePays = clean(Math.max(0, totalCost - patientPays));
  const outOfPocketRemaining = hasCap ? clean(Math.max(0, capLeft - patientPays)) : 0;

  return {
    totalCost,
    insurancePays,
    patientPays,
    breakdown: { deductibleRemaining, coinsuranceAmount, copayAmount, outOfPocketRemaining },
    visits,
    costPerVisit,
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
    breakdown.deductibleRemaining,
    breakdown.coinsuranceAmount,
    breakdown.copayAmount,
    breakdown.outOfPocketRemaining,
  ].every((n) => Number.isFinite(n) && n >= 0);
}
