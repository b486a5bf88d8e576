import { randomInt } from "node:crypto";

/**
 * Short human references read out on the phone ("BC-7F3K2"): five characters from Crockford's
 * base 32 without the letters people confuse (I, L, O, U), so 32^5 = 33.5 million values.
 * Uniqueness is the database's (a unique index); a clash is retried with a new reference.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 5;
/** @internal The shape of a reference, for the tests. */
export const REFERENCE_PATTERN = /^BC-[0-9A-HJKMNP-TV-Z]{5}$/;

export function newReference(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[random(ALPHABET.length)];
  return `BC-${code}`;
}
