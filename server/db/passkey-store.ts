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
