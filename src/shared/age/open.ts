import { Decrypter } from "age-encryption";
import { dearmor } from "./base64";
import type { AgeIdentity } from "./keys";

/** Opening age files with identities, in the inbox and the intake CLI. Each throws when none opens it. */

function decrypterFor(identities: readonly AgeIdentity[]): Decrypter {
  if (identities.length === 0) throw new Error("No identity to open the request with.");
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter;
}

/** A binary age file (a request's attachment) opened. */
export async function openBytes(
  ciphertext: Uint8Array,
  identities: readonly AgeIdentity[],
): Promise<Uint8Array> {
  return decrypterFor(identities).decrypt(ciphertext);
}

/** An armored age file opened, as text (async: a bad armor or no identity rejects). */
export async function openText(
  ciphertext: string,
  identities: readonly AgeIdentity[],
): Promise<string> {
  return decrypterFor(identities).decrypt(dearmor(ciphertext), "text");
}

/**
 * A request (`sealJson`) opened: decrypted, the padding stripped, the JSON parsed. Throws when
 * no identity opens it or what it holds is not JSON.
 */
export async function openJson(
  ciphertext: string,
  identities: readonly AgeIdentity[],
): Promise<unknown> {
  return JSON.parse((await openText(ciphertext, identities)).trimEnd());
}
