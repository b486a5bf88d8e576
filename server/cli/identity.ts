import { readFileSync } from "node:fs";
import { IdentityFileError, parseIdentityFile } from "../../src/shared/age/keys";

/**
 * The age identities (`AGE-SECRET-KEY-1…`) in an identity file as `age-keygen`, `npm run intake
 * -- keygen` and the inbox's recovery kit write it (the one parser: src/shared/age/keys.ts).
 */
export function readIdentities(file: string): string[] {
  try {
    return parseIdentityFile(readFileSync(file, "utf8"));
  } catch (error) {
    if (error instanceof IdentityFileError) throw new Error(`${file}: ${error.message}`);
    throw error;
  }
}
