import { armor } from "age-encryption";

/**
 * The decoders age files need, in one place and without Node's Buffer (the browser runs them
 * too): the armor (PEM-like `-----BEGIN AGE ENCRYPTED FILE-----`, age-encryption's strict
 * decoder) and the header's base64 (unpadded, canonical).
 */

/** An armored age file's bytes; throws when the armor is not strict age armor. */
export const dearmor = (armored: string): Uint8Array => armor.decode(armored);

const BASE64 = /^[A-Za-z0-9+/]*$/;

/**
 * Base64 without padding, as age's header writes it, decoded; undefined unless canonical (the
 * unused low bits zero), so one header has one spelling.
 */
export function canonicalBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text + "=".repeat((4 - (text.length % 4)) % 4));
  if (btoa(binary).replace(/=+$/, "") !== text) return undefined;
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
