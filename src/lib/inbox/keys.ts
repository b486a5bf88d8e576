import { sealJson } from "@/shared/age/seal";
import {
  makeGrant,
  newIdentity,
  openGrant,
  openText,
  parseIdentityFile,
  recipientOf,
  type HeldKey,
} from "./age-files";
import type { AgencyKey, Keys } from "@/shared/wire/inbox-api";
import { InboxApiError } from "./client";
import type { MemberIdentity } from "./passkey";

/**
 * The keys this page holds for the session (docs/INBOX-DESIGN.md): the signed-in person's member key
 * and the agency identities their grants (or an imported file) open. Module state only: never
 * localStorage, sessionStorage or a request; `clearKeys` forgets them at sign-out and idle.
 */
type Ring = { memberKeyId: string; memberRecipient: string; identity: MemberIdentity };

let ring: Ring | null = null;
let held: HeldKey[] = [];

export const heldKeys = (): readonly HeldKey[] => held;

export function clearKeys() {
  ring = null;
  held = [];
}

/** Holds an agency identity for the session (once per recipient). */
export function hold(key: HeldKey) {
  if (!held.some((other) => other.recipient === key.recipient)) held = [...held, key];
}

/** The signed-in person's member key (its id and public recipient), to grant to. */
export const heldMember = () =>
  ring ? { memberKeyId: ring.memberKeyId, recipient: ring.memberRecipient } : null;

/** Keeps the member key and opens its grants; returns how many agency keys are now held. */
export async function unlockGrants(
  keys: Keys,
  member: { id: string; recipient: string; identity: MemberIdentity },
): Promise<number> {
  ring = { memberKeyId: member.id, memberRecipient: member.recipient, identity: member.identity };
  for (const grant of keys.grants) {
    if (grant.memberKeyId !== member.id) continue;
    const agencyKey = keys.agencyKeys.find((key) => key.id === grant.agencyKeyId);
    if (!agencyKey) continue;
    const identity = await openGrant(grant.ciphertext, member.identity);
    hold({ agencyKeyId: agencyKey.id, recipient: agencyKey.recipient, identity });
  }
  return held.length;
}

/**
 * Opens the grants made to this page's member key since it was unlocked (a colleague granted
 * access while the page was open: use-grant-poll.ts); returns how many agency keys it added.
 */
export async function unlockNewGrants(keys: Keys): Promise<number> {
  if (!ring) return 0;
  const before = held.length;
  const { memberKeyId: id, memberRecipient: recipient, identity } = ring;
  return (await unlockGrants(keys, { id, recipient, identity })) - before;
}

/** The calls the key actions make (a subset of the inbox client). */
export type KeyApi = {
  keys: () => Promise<Keys>;
  addAgencyKey: (recipient: string, label: string, recovery?: boolean) => Promise<AgencyKey>;
  grant: (memberKeyId: string, agencyKeyId: string, ciphertext: string) => Promise<unknown>;
  retireAgencyKey: (id: string) => Promise<AgencyKey>;
};

export type ImportResult = { registered: boolean; recovery: boolean; count: number };

/**
 * An identity file imported: each identity is held for the session. An unknown one is
 * registered (as the recovery key when `recovery`, so requests sealed to it stop showing an
 * unregistered key); an agency one is granted to the signed-in person's member key, so the next
 * sign-in opens it without the file. The recovery key is never granted: it stays offline.
 */
export async function importIdentityFile(
  text: string,
  agencyKeys: readonly AgencyKey[],
  api: KeyApi,
  options: { recovery: boolean; label: string },
): Promise<ImportResult> {
  const identities = parseIdentityFile(text);
  let registered = false;
  for (const identity of identities) {
    const recipient = await recipientOf(identity);
    let agencyKey = agencyKeys.find((key) => key.recipient === recipient);
    if (!agencyKey) {
      const added = await registerAgencyKey(api, recipient, options.label, options.recovery);
      agencyKey = added.key;
      registered ||= added.isNew;
    }
    hold({ agencyKeyId: agencyKey?.id ?? null, recipient, identity });
    if (agencyKey && ring && !options.recovery) {
      await api.grant(
        ring.memberKeyId,
        agencyKey.id,
        await makeGrant(identity, ring.memberRecipient),
      );
    }
  }
  return { registered, recovery: options.recovery, count: identities.length };
}

/**
 * Registers an agency key; when another admin registered the same one since this page read
 * the keys (409), that registration is used: two admins setting up at once both succeed.
 */
export async function registerAgencyKey(
  api: KeyApi,
  recipient: string,
  label: string,
  recovery = false,
) {
  try {
    return { key: await api.addAgencyKey(recipient, label, recovery), isNew: true };
  } catch (error) {
    if (!(error instanceof InboxApiError && error.status === 409)) throw error;
    const key = (await api.keys()).agencyKeys.find((each) => each.recipient === recipient);
    if (!key) throw error;
    return { key, isNew: false };
  }
}

/** A colleague's member key and the agency keys it still lacks. */
export type GrantTarget = { memberKeyId: string; recipient: string; lacks: readonly string[] };

/** Grants every held agency key a target lacks; returns how many grants were made. */
export async function grantHeldKeys(targets: readonly GrantTarget[], api: KeyApi) {
  let made = 0;
  for (const target of targets) {
    for (const key of held) {
      if (!key.agencyKeyId || !target.lacks.includes(key.agencyKeyId)) continue;
      await api.grant(
        target.memberKeyId,
        key.agencyKeyId,
        await makeGrant(key.identity, target.recipient),
      );
      made += 1;
    }
  }
  return made;
}

/**
 * Rotation after disabling someone: a new agency identity made here, registered, granted to
 * every active member key, then the old agency keys retired (their grants stay, so old
 * requests stay readable). Returns the new recipient for INTAKE_RECIPIENTS.
 */
export async function rotateAgencyKey(
  current: readonly AgencyKey[],
  memberKeys: readonly { memberKeyId: string; recipient: string }[],
  api: KeyApi,
  label: string,
): Promise<string> {
  const identity = await newIdentity();
  const recipient = await recipientOf(identity);
  const created = await api.addAgencyKey(recipient, label);
  hold({ agencyKeyId: created.id, recipient, identity });
  for (const member of memberKeys) {
    await api.grant(member.memberKeyId, created.id, await makeGrant(identity, member.recipient));
  }
  for (const key of current) {
    if (!key.recovery && !key.retiredAt && key.id !== created.id) await api.retireAgencyKey(key.id);
  }
  return recipient;
}

/**
 * A note sealed to the agency's active recipients (the recovery key's included) and to the key
 * that opened its request (which may be retired): whoever reads the request reads its notes.
 */
export function sealNote(
  text: string,
  agencyKeys: readonly AgencyKey[],
  requestKey?: string,
): Promise<string> {
  const recipients = agencyKeys.filter((key) => !key.retiredAt).map((key) => key.recipient);
  if (requestKey && !recipients.includes(requestKey)) recipients.push(requestKey);
  return sealJson({ text }, recipients);
}

/** A note's text, or undefined when no held key opens it. */
export async function openNote(ciphertext: string): Promise<string | undefined> {
  try {
    const value: unknown = JSON.parse(
      await openText(
        ciphertext,
        held.map((key) => key.identity),
      ),
    );
    return typeof value === "object" && value && "text" in value ? String(value.text) : undefined;
  } catch {
    return undefined;
  }
}
