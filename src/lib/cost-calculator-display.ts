/*
 * The cost estimate as the visitor reads it: amounts rounded to whole cents, in US dollars.
 * The maths is in `src/lib/cost-calculator.ts`.
 */
import type { CostEstimate } from "./cost-calculator";

type HeadlineAmounts = Pick<CostEstimate, "totalCost" | "insurancePays" | "patientPays">;

/**
 * The three headline amounts rounded to whole cents for display. Rounding each on its own
 * could show a total one cent off the sum of its parts (when the patient share ends in half
 * a cent), so insurancePays is taken from the rounded total and rounded patient share.
 */
export function headlineAmounts(estimate: CostEstimate): HeadlineAmounts {
  const total = Math.round(estimate.totalCost * 100);
  const patient = Math.round(estimate.patientPays * 100);
  return {
    totalCost: total / 100,
    patientPays: patient / 100,
    insurancePays: Math.max(0, total - patient) / 100,
  };
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * US dollars with cents, e.g. 1234.5 → "$1,234.50". Amounts that round to zero show as
 * "$0.00" (never "-$0.00"). Throws a RangeError for NaN or ±Infinity, which the estimate
 * never produces: check with `isValidEstimate` first.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value} as dollars`);
  const cents = Math.round(value * 100);
  return usd.format(cents === 0 ? 0 : cents / 100);
}
