import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../src/shared/wire/inbox-api";
import type { Database } from "./schema";
import { randomToken, sha256 } from "./tokens";
import { createInvitationStore } from "./invitation-store";

export type StaffRow = {
  id: string;
  name: string;
  role: Role;
  email: string | null;
  notify: boolean;
  disabled_at: Date | null;
  created_at: Date;
};

export type SessionRow = {
  token_hash: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  /** The last user-verified re-authentication on this session (never the sign-in itself). */
  reauthenticated_at: Date | null;
  staff: StaffRow;
};

export type StaffStore = ReturnType<typeof createStaffStore>;

export function createStaffStore(db: Kysely<Database>) {
  return {
    ...createInvitationStore(db),

    async saveChallenge(
      challenge: string,
      purpose: "sign_in" | "passkey",
      staffId: string | null,
      expiresAt: Date,
      now: Date,
    ) {
      await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
      await db
        .insertInto("webauthn_challenges")
        .values({ challenge, purpose, staff_id: staffId, expires_at: expiresAt })
        .execute();
    },

    /** Takes a challenge (single use): true when it was there, unexpired, for this purpose. */
    async takeChallenge(
      challenge: string,
      purpose: "sign_in" | "passkey",
      staffId: string | null,
      now: Date,
    ) {
      let query = db
        .deleteFrom("webauthn_challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now);
      if (staffId) query = query.where("staff_id", "=", staffId);
      return (await query.returning("challenge").executeTakeFirst()) !== undefined;
    },

    async credential(id: string) {
      return db.selectFrom("credentials").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async credentialIds(staffId: string) {
      const rows = await db
        .selectFrom("credentials")
        .select(["id", "transports"])
        .where("staff_id", "=", staffId)
        .execute();
      return rows;
    },

    async staffMember(id: string): Promise<StaffRow | undefined> {
      return db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Opens a session in `trx`; returns the cookie's token (only its hash is kept). */
    async openSession(trx: Transaction<Database>, staffId: string, now: Date) {
      const token = randomToken();
      const csrfToken = randomToken();
      await trx
        .insertInto("sessions")
        .values({
          token_hash: sha256(token),
          staff_id: staffId,
          csrf_token: csrfToken,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return { token, csrfToken, lastSeenAt: now };
    },

    /** The live session of a cookie token with its (active) staff member. */
    async session(token: string): Promise<SessionRow | undefined> {
      const row = await db
        .selectFrom("sessions")
        .innerJoin("staff", "staff.id", "sessions.staff_id")
        .select([
          "sessions.token_hash",
          "sessions.csrf_token",
          "sessions.created_at as session_created_at",
          "sessions.last_seen_at",
          "sessions.reauthenticated_at",
          "staff.id",
          "staff.name",
          "staff.role",
          "staff.email",
          "staff.notify",
          "staff.disabled_at",
          "staff.created_at",
        ])
        .where("sessions.token_hash", "=", sha256(token))
        .where("staff.disabled_at", "is", null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { token_hash, csrf_token, session_created_at, last_seen_at, ...rest } = row;
      const { reauthenticated_at, ...staff } = rest;
      return {
        token_hash,
        csrf_token,
        created_at: session_created_at,
        last_seen_at,
        reauthenticated_at,
        staff,
      };
    },

    async touchSession(tokenHash: string, now: Date) {
      await db
        .updateTable("sessions")
        .set({ last_seen_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async endSession(tokenHash: string) {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },
  };
}
