import { openBytes, openText } from "@/shared/age/open";
import { AGE_IDENTITY } from "@/shared/age/patterns";
import { sealText } from "@/shared/age/seal";
import type { AgeIdentity } from "@/shared/age/keys";
import type { Sniffed } from "./sniff";

/**
 * The inbox's own age operations: grants (an agency identity sealed to a member key) and opening
 * what the site sealed, on top of the one age module (src/shared/age). The generic operations
 * are re-exported from there under the names the inbox's modules import.
 */
export { newIdentity, parseIdentityFile, recipientOf } from "@/shared/age/keys";
export type { AgeIdentity } from "@/shared/age/keys";
export { openText } from "@/shared/age/open";
export { sealText } from "@/shared/age/seal";

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
  if (!AGE_IDENTITY.test(identity)) throw new Error("The grant does not hold an age identity.");
  return identity;
}

/** An agency identity the browser holds for this session, and which agency key it is. */
export type HeldKey = { agencyKeyId: string | null; recipient: string; identity: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type OpenedRequest = { payload: Record<string, unknown>; openedBy: HeldKey };

/**
 * A request the site sealed (padded JSON, `src/shared/age/seal.ts`), opened with the first held
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
