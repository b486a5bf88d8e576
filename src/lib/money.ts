/*
 * Exact money arithmetic in whole cents, for the cost calculator. Pure.
 *
 * A dollar amount or a percentage arrives as a JavaScript number (the form's schema has read it
 * from what was typed). Binary floating point cannot hold 38.675 or 6.5 % of $595 exactly, and
 * `Math.round(38.675 * 100)` gives 3867, not 3868. So every number is read back as the decimal
 * it prints as (`String(0.1)` is "0.1", the shortest decimal that is that number, i.e. what was
 * typed), the arithmetic is done on whole numbers with BigInt, and each result is rounded once,
 * half up, to a whole cent.
 */

type Decimal = { units: bigint; scale: number };

/** `value` as units / 10^scale, exactly as `String(value)` writes it (exponents too). */
function decimal(value: number): Decimal {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`Expected a finite amount of 0 or more, got ${value}`);
  }
  const [mantissa = "0", exponentText = "0"] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const exponent = Number(exponentText);
  const scale = fraction.length - exponent;
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator rounded half up (both ≥ 0, denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
}

/** A dollar amount in whole cents, rounded half up: 12.345 → 1235. */
export function toCents(dollars: number): number {
  const { units, scale } = decimal(dollars);
  return Number(divideHalfUp(units * 100n, 10n ** BigInt(scale)));
}

/** `percent` % of `cents` (whole cents), rounded half up: 6.5 % of 59500 → 3868. */
export function percentOfCents(cents: number, percent: number): number {
  const { units, scale } = decimal(percent);
  return Number(divideHalfUp(BigInt(cents) * units, 100n * 10n ** BigInt(scale)));
}

/** `cents` × numerator / denominator (whole numbers), rounded half up to whole cents. */
export function scaleCents(cents: number, numerator: number, denominator: number): number {
  return Number(divideHalfUp(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
}

/** Whole cents back to dollars: 3868 → 38.68. */
export const toDollars = (cents: number): number => cents / 100;
