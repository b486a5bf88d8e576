import { readFileSync } from "node:fs";

/**
 * The age identities (`AGE-SECRET-KEY-1…`) in an identity file as `age-keygen` and
 * `npm run intake -- keygen` write it: comment lines (`# public key: age1…`) are skipped.
 */
export function readIdentities(file: string): string[] {
  const identities = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  if (identities.length === 0) throw new Error(`${file} holds no age identity (AGE-SECRET-KEY-…).`);
  return identities;
}
