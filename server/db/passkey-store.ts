import type { Transaction } from "kysely";
import type { NewMemberKey } from "../../src/shared/wire/inbox-api";
import type { Database } from "./schema";

/** A verified registration's credential (the shape `@simplewebauthn/server` gives). */
type NewCredential = { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };

/**
 * A passkey and the member key made with it, in the caller's transaction: enrolment (which signs
 * in with the passkey at once, so `lastUsedAt` is now) and adding a passkey (not yet used).
 */
export async function insertPasskey(
  trx: Transaction<Database>,
  staffId: string,
  credential: NewCredential,
  key: NewMemberKey,
  now: Date,
  lastUsedAt: Date | null,
) {
  await trx
    .insertInto("credentials")
    .values({
      id: credential.id,
      staff_id: staffId,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      created_at: now,
      last_used_at: lastUsedAt,
    })
    .execute();
  await trx
    .insertInto("member_keys")
    .values({
      staff_id: staffId,
      kind: key.kind,
      credential_id: key.kind === "passkey" ? credential.id : null,
      recipient: key.recipient,
      wrapped_identity: key.wrappedIdentity,
      created_at: now,
    })
    .execute();
}

/**
 * A re-invitation used (a lost passkey), in the enrolment's transaction: the account's old
 * passkeys and member keys go (their grants follow by cascade: the lost passkey opens nothing
 * again), with its sessions and pending challenges; its history (audit, assignments, notes)
 * stays, since the account does. The row is locked FOR UPDATE, so a disabling in flight comes
 * first or after. Returns how many passkeys were removed, or undefined when the account was
 * disabled meanwhile (the invitation is then no longer valid).
 */
export async function removePasskeys(trx: Transaction<Database>, staffId: string) {
  const active = await trx
    .selectFrom("staff")
    .select("id")
    .where("id", "=", staffId)
    .where("disabled_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
  if (!active) return undefined;
  await trx.deleteFrom("sessions").where("staff_id", "=", staffId).execute();
  await trx.deleteFrom("webauthn_challenges").where("staff_id", "=", staffId).execute();
  await trx.deleteFrom("member_keys").where("staff_id", "=", staffId).execute();
  const removed = await trx
    .deleteFrom("credentials")
    .where("staff_id", "=", staffId)
    .returning("id")
    .execute();
  return removed.length;
}

/** A sign-in with a passkey, in the sign-in's transaction: its counter and when it was used. */
export async function markPasskeyUsed(
  trx: Transaction<Database>,
  credentialId: string,
  counter: number,
  now: Date,
) {
  await trx
    .updateTable("credentials")
    .set({ counter, last_used_at: now })
    .where("id", "=", credentialId)
    .execute();
}
