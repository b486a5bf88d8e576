/*
 * The cost estimate as the visitor reads it: amounts in US dollars with cents, and the care it
 * is based on in words. The maths (in whole cents) is in `src/lib/cost-calculator.ts`.
 */
import { calculatorCopy } from "@/content/calculator";
import type { CostEstimate, CostInput } from "./cost-calculator";

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

/**
 * The care an estimate is based on, in words: "Based on 2 visits a week for about 6 weeks:
 * 12 visits at $120.00 per visit." Fractions of a visit (once a month for a few weeks) are said
 * as people say them ("1 and a half visits on average"), never as "1.5 visits".
 */
export function estimateBasis(
  estimate: Pick<CostEstimate, "visits" | "costPerVisit">,
  choices: Pick<CostInput, "serviceFrequency" | "estimatedDuration">,
): string {
  const { frequencyWords, durationWords, visitWords, basis } = calculatorCopy.result;
  return basis(
    frequencyWords[choices.serviceFrequency],
    durationWords[choices.estimatedDuration],
    visitWords(Math.round(estimate.visits * 4)),
    formatUsd(estimate.costPerVisit),
  );
}
