import { armor, Encrypter } from "age-encryption";

/** Plaintexts are padded to a multiple of this many bytes, so a ciphertext's length says little. */
const PAD_BLOCK_BYTES = 1024;

/**
 * @internal Exported for its test.
 * `value` as JSON, padded with trailing spaces (which JSON ignores) to a multiple of
 * `PAD_BLOCK_BYTES` UTF-8 bytes, after one newline so `age -d` prints a readable line.
 */
export function padJson(value: unknown): string {
  const json = `${JSON.stringify(value)}\n`;
  const bytes = new TextEncoder().encode(json).length;
  const padded = Math.ceil(bytes / PAD_BLOCK_BYTES) * PAD_BLOCK_BYTES;
  return json + " ".repeat(padded - bytes);
}

/**
 * Encrypts `value` in the browser to every one of the agency's age `recipients` (`age1…`) and
 * returns the armored file. Throws when there is no recipient or encryption fails: a caller
 * must then not send anything (there is no plaintext fallback).
 */
export async function sealForAgency(
  value: unknown,
  recipients: readonly string[],
): Promise<string> {
  if (recipients.length === 0) throw new Error("No intake recipient is configured.");
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  return armor.encode(await encrypter.encrypt(padJson(value)));
}
