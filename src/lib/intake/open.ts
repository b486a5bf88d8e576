import { armor, Decrypter } from "age-encryption";

/**
 * Opens one stored request with the agency's identities (`AGE-SECRET-KEY-1…`): the armored
 * age file decoded, decrypted, the padding `sealForAgency` added stripped, the JSON parsed.
 * Throws when no identity opens it or what it holds is not JSON. One implementation for the
 * CLI's `read` and the staff inbox. Relative imports only: the intake service reads it too.
 */
export async function open(ciphertext: string, identities: readonly string[]): Promise<unknown> {
  if (identities.length === 0) throw new Error("No identity to open the request with.");
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  const text = await decrypter.decrypt(armor.decode(ciphertext), "text");
  return JSON.parse(text.trimEnd());
}
