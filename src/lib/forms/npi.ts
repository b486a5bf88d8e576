/**
 * The National Provider Identifier's check digit (CMS, "Requirements for Check Digit for the
 * NPI"): the Luhn formula over the 9 identifying digits prefixed with 80840 (the card issuer
 * prefix for US health), whose check digit is the NPI's 10th digit. 1234567893 is valid.
 */
const NPI_FORM = /^\d{10}$/;
const HEALTH_PREFIX = "80840";

/** The Luhn check digit of `digits` (the digit that would follow them). */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right: the digit next to the (missing) check digit is doubled, then every other.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The NPI with spaces and dashes removed ("123 456 7893" → "1234567893"). */
export const npiDigits = (value: string) => value.replace(/[\s-]/g, "");

/** Exactly 10 digits (after `npiDigits`). */
export const hasNpiForm = (value: string) => NPI_FORM.test(npiDigits(value));

/** 10 digits whose last is the Luhn check digit of 80840 and the first nine. */
export function isValidNpi(value: string): boolean {
  const digits = npiDigits(value);
  if (!NPI_FORM.test(digits)) return false;
  return luhnCheckDigit(HEALTH_PREFIX + digits.slice(0, 9)) === Number(digits[9]);
}
