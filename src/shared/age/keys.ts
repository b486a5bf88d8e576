import { generateX25519Identity, identityToRecipient, type Identity } from "age-encryption";
import { AGE_IDENTITY } from "./patterns";

/**
 * What opens an age file here: an identity string (`AGE-SECRET-KEY-1…`, or a passkey's
 * `AGE-PLUGIN-FIDO2PRF-1…`), a non-extractable WebCrypto X25519 key (a `device` member key), or
 * an age-encryption `Identity`.
 */
export type AgeIdentity = string | CryptoKey | Identity;

/** Why an identity file was refused, in words for the person who gave it. */
export class IdentityFileError extends Error {}

/**
 * The X25519 identities of an identity file as `age-keygen` (and `npm run intake -- keygen`, and
 * the inbox's recovery kit) writes it: one `AGE-SECRET-KEY-1…` a line, `#` comments (`# public
 * key: age1…`) and blank lines allowed, CRLF or LF. Anything else is refused with its line
 * number, never its text (a mistyped key is still a secret).
 */
export function parseIdentityFile(text: string): string[] {
  const identities: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!AGE_IDENTITY.test(line)) {
      throw new IdentityFileError(
        `Line ${index + 1} is not an age identity: each key line starts with AGE-SECRET-KEY-1.`,
      );
    }
    identities.push(line);
  }
  if (identities.length === 0) {
    throw new IdentityFileError(
      "The file holds no age identity (a line starting AGE-SECRET-KEY-1).",
    );
  }
  return identities;
}

/** A new X25519 identity (a member key, the agency key, the recovery key). */
export const newIdentity = (): Promise<string> => generateX25519Identity();

/** The `age1…` recipient of an identity string or X25519 CryptoKey. */
export const recipientOf = (identity: string | CryptoKey): Promise<string> =>
  identityToRecipient(identity);
