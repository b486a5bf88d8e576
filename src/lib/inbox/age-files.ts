import {
  armor,
  Decrypter,
  Encrypter,
  generateX25519Identity,
  identityToRecipient,
  type Identity,
  type Recipient,
} from "age-encryption";
import type { Sniffed } from "./sniff";

/**
 * The inbox's age operations that need no authenticator: identity files, grants (an agency
 * identity sealed to a member key) and opening what the site sealed. The identities here are
 * strings (`AGE-SECRET-KEY-1…`) or non-extractable WebCrypto X25519 keys (a `device` member key).
 */
export type AgeIdentity = string | CryptoKey | Identity;

const SECRET_KEY = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

/** Why an identity file was refused, in words for the person who pasted it. @internal */
export class IdentityFileError extends Error {}

/**
 * The X25519 identities of an identity file as `age-keygen` writes it: one
 * `AGE-SECRET-KEY-1…` a line, `#` comments and blank lines allowed.
 */
export function parseIdentityFile(text: string): string[] {
  const identities: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!SECRET_KEY.test(line)) {
      throw new IdentityFileError(
        `Line ${index + 1} is not an age identity: each key line starts with AGE-SECRET-KEY-1.`,
      );
    }
    identities.push(line);
  }
  if (identities.length === 0) {
    throw new IdentityFileError("The file holds no identity (a line starting AGE-SECRET-KEY-1).");
  }
  return identities;
}

/** A new X25519 identity (a member key, or a new agency key at rotation). */
export const newIdentity = (): Promise<string> => generateX25519Identity();

/** The `age1…` recipient of an identity string or X25519 CryptoKey. */
export const recipientOf = (identity: string | CryptoKey): Promise<string> =>
  identityToRecipient(identity);

/** `text` encrypted to each recipient, armored. */
export async function sealText(
  text: string,
  recipients: readonly (string | Recipient)[],
): Promise<string> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  return armor.encode(await encrypter.encrypt(text));
}

/** An armored file opened with any of `identities`; throws when none opens it. */
export async function openText(
  ciphertext: string,
  identities: readonly AgeIdentity[],
): Promise<string> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter.decrypt(armor.decode(ciphertext), "text");
}

/** A binary age file (a request's attachment) opened with any of `identities`. */
async function openBytes(
  ciphertext: Uint8Array,
  identities: readonly AgeIdentity[],
): Promise<Uint8Array> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter.decrypt(ciphertext);
}

/**
 * A request's file opened with any of `identities`, with what its bytes say it is: the name and
 * type in the sealed payload are the visitor's words, so the inbox saves a file by these only.
 */
export async function openAttachment(
  ciphertext: Uint8Array,
  identities: readonly AgeIdentity[],
): Promise<Sniffed & { bytes: Uint8Array }> {
  const bytes = await openBytes(ciphertext, identities);
  // Loaded on the first file opened: the sniffers are not part of the inbox's first visit.
  const { sniffAttachment } = await import("./sniff");
  return { ...(await sniffAttachment(bytes)), bytes };
}

/** A grant: the agency identity sealed to a member key's recipient. */
export const makeGrant = (agencyIdentity: string, memberRecipient: string) =>
  sealText(agencyIdentity, [memberRecipient]);

/** The agency identity in a grant, checked to be one. */
export async function openGrant(ciphertext: string, member: AgeIdentity): Promise<string> {
  const identity = (await openText(ciphertext, [member])).trim();
  if (!SECRET_KEY.test(identity)) throw new Error("The grant does not hold an age identity.");
  return identity;
}

/** An agency identity the browser holds for this session, and which agency key it is. */
export type HeldKey = { agencyKeyId: string | null; recipient: string; identity: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type OpenedRequest = { payload: Record<string, unknown>; openedBy: HeldKey };

/**
 * A request the site sealed (padded JSON, `src/lib/intake/seal.ts`), opened with the first held
 * key that can; says which one did. Throws when none can, or the plaintext is not an object.
 */
export async function openRequest(
  ciphertext: string,
  held: readonly HeldKey[],
): Promise<OpenedRequest> {
  for (const key of held) {
    let text: string;
    try {
      text = await openText(ciphertext, [key.identity]);
    } catch {
      continue;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not the parser's message: it quotes the text, which is what the visitor wrote.
      throw new Error("The request does not hold a form's answers.");
    }
    if (!isRecord(payload)) throw new Error("The request does not hold a form's answers.");
    return { payload, openedBy: key };
  }
  throw new Error("None of the keys this browser holds opens this request.");
}
