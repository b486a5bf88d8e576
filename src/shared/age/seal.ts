import { armor, Encrypter, type Recipient } from "age-encryption";

/**
 * Sealing to age recipients, in the browser (the forms, the inbox's grants) and in tests and
 * tools. There is no plaintext fallback anywhere: a caller that catches a failure here must not
 * send what it was sealing.
 */

export type AgeRecipient = string | Recipient;

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

function encrypterFor(recipients: readonly AgeRecipient[]): Encrypter {
  if (recipients.length === 0) throw new Error("No intake recipient is configured.");
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  return encrypter;
}

/** `bytes` (a file) sealed to every recipient: a binary age file. */
export async function sealBytes(
  bytes: Uint8Array,
  recipients: readonly AgeRecipient[],
): Promise<Uint8Array> {
  return encrypterFor(recipients).encrypt(bytes);
}

/** `text` sealed to every recipient, armored. */
export async function sealText(text: string, recipients: readonly AgeRecipient[]): Promise<string> {
  return armor.encode(await encrypterFor(recipients).encrypt(text));
}

/** `value` as padded JSON (`padJson`) sealed to every recipient, armored: a request. */
export const sealJson = (value: unknown, recipients: readonly AgeRecipient[]): Promise<string> =>
  sealText(padJson(value), recipients);
