import { makeGrant, newIdentity, recipientOf } from "./age-files";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import { heldMember, hold, registerAgencyKey, type KeyApi } from "./keys";
import type { RecoveryKit } from "./recovery-kit";

/**
 * The first set-up, made in this browser: the agency identity and the recovery identity are
 * made first (nothing is registered until both exist), then both recipients are registered
 * (the recovery one, as recovery, first), the agency identity is granted to the admin's own member key,
 * and both are held for the session. The recovery identity goes nowhere but the returned kit:
 * it is never sent, never granted.
 */
export async function setUpAgency(
  api: KeyApi,
  labels: { agency: string; recovery: string },
  now: Date,
  current: readonly AgencyKey[] = [],
): Promise<RecoveryKit> {
  const member = heldMember();
  if (!member) throw new Error("Sign in with your passkey first: no member key is held here.");
  const agencyIdentity = await newIdentity();
  const recoveryIdentity = await newIdentity();
  const agencyRecipient = await recipientOf(agencyIdentity);
  const recoveryRecipient = await recipientOf(recoveryIdentity);

  // The recovery key first: the site seals to the samples until an agency key is registered,
  // so from the moment it is, every request is sealed to both.
  const recovery = await registerAgencyKey(api, recoveryRecipient, labels.recovery, true);
  hold({ agencyKeyId: recovery.key.id, recipient: recoveryRecipient, identity: recoveryIdentity });
  const agency = await registerAgencyKey(api, agencyRecipient, labels.agency);
  hold({ agencyKeyId: agency.key.id, recipient: agencyRecipient, identity: agencyIdentity });
  const grant = await makeGrant(agencyIdentity, member.recipient);
  await api.grant(member.memberKeyId, agency.key.id, grant);
  // A set-up cut short before (a recovery key registered, no agency key): its kit was never
  // confirmed, so that recovery key is retired rather than left active beside the new one.
  for (const key of current) {
    if (key.recovery && !key.retiredAt && key.id !== recovery.key.id) {
      await api.retireAgencyKey(key.id);
    }
  }
  return {
    identity: recoveryIdentity,
    recoveryRecipient,
    agencyRecipients: [agencyRecipient],
    created: now,
  };
}

/**
 * A new recovery key (the kit lost or exposed, or never made): made here, registered as
 * recovery, and only then the old active recovery keys retired, so the site is never without
 * one. Nothing is resealed: the old recovery identity still opens what was sealed to it.
 */
export async function replaceRecoveryKey(
  current: readonly AgencyKey[],
  api: KeyApi,
  label: string,
  now: Date,
): Promise<RecoveryKit> {
  const identity = await newIdentity();
  const recipient = await recipientOf(identity);
  const created = await api.addAgencyKey(recipient, label, true);
  hold({ agencyKeyId: created.id, recipient, identity });
  for (const key of current) {
    if (key.recovery && !key.retiredAt && key.id !== created.id) await api.retireAgencyKey(key.id);
  }
  return {
    identity,
    recoveryRecipient: recipient,
    agencyRecipients: current
      .filter((key) => !key.recovery && !key.retiredAt)
      .map((key) => key.recipient),
    created: now,
  };
}

/** Whether the agency registered a key of its own yet (else the site seals to the samples). */
export const agencySetUp = (agencyKeys: readonly AgencyKey[]) =>
  agencyKeys.some((key) => !key.recovery && !key.retiredAt);
