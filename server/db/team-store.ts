import type { Kysely } from "kysely";
import type {
  AgencyKey,
  Grant,
  MemberKey,
  NewMemberKey,
  StaffMember,
} from "../../src/lib/inbox/api";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type AgencyKeyRow = {
  id: string;
  recipient: string;
  label: string;
  recovery: boolean;
  created_at: Date;
  retired_at: Date | null;
};

const agencyKey = (row: AgencyKeyRow): AgencyKey => ({
  id: row.id,
  recipient: row.recipient,
  label: row.label,
  recovery: row.recovery,
  createdAt: row.created_at.toISOString(),
  retiredAt: iso(row.retired_at),
});

/** Staff as the admins manage them, and the keys: agency keys, member keys, grants. */
export function createTeamStore(db: Kysely<Database>) {
  return {
    async agencyKeys(): Promise<AgencyKey[]> {
      const rows = await db.selectFrom("agency_keys").selectAll().orderBy("created_at").execute();
      return rows.map(agencyKey);
    },

    async addAgencyKey(
      input: { recipient: string; label: string; recovery: boolean },
      staffId: string,
      now: Date,
    ): Promise<AgencyKey | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("agency_keys")
          .values({ ...input, created_at: now })
          .onConflict((conflict) => conflict.column("recipient").doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await appendAudit(trx, now, {
          staffId,
          action: "agency_key",
          subject: row.id,
          detail: { recipient: row.recipient, recovery: row.recovery },
        });
        return agencyKey(row);
      });
    },

    async retireAgencyKey(id: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("agency_keys")
          .set({ retired_at: now })
          .where("id", "=", id)
          .where("retired_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await appendAudit(trx, now, { staffId, action: "agency_key_retire", subject: id });
        return agencyKey(row);
      });
    },

    async memberKeys(staffId: string): Promise<MemberKey[]> {
      const rows = await db
        .selectFrom("member_keys")
        .selectAll()
        .where("staff_id", "=", staffId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        staffId: row.staff_id,
        kind: row.kind,
        credentialId: row.credential_id,
        recipient: row.recipient,
        wrappedIdentity: row.wrapped_identity,
        createdAt: row.created_at.toISOString(),
      }));
    },

    async addMemberKey(staffId: string, key: NewMemberKey, credentialId: string | null, now: Date) {
      await db
        .insertInto("member_keys")
        .values({
          staff_id: staffId,
          kind: key.kind,
          credential_id: credentialId,
          recipient: key.recipient,
          wrapped_identity: key.wrappedIdentity,
          created_at: now,
        })
        .execute();
    },

    async grants(staffId: string): Promise<Grant[]> {
      const rows = await db
        .selectFrom("grants")
        .innerJoin("member_keys", "member_keys.id", "grants.member_key_id")
        .select(["grants.id", "grants.member_key_id", "grants.agency_key_id", "grants.ciphertext"])
        .where("member_keys.staff_id", "=", staffId)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        memberKeyId: row.member_key_id,
        agencyKeyId: row.agency_key_id,
        ciphertext: row.ciphertext,
      }));
    },

    /** The member key's owner (when active), to check who may grant to it. */
    async memberKeyOwner(memberKeyId: string) {
      return db
        .selectFrom("member_keys")
        .innerJoin("staff", "staff.id", "member_keys.staff_id")
        .select(["staff.id"])
        .where("member_keys.id", "=", memberKeyId)
        .where("staff.disabled_at", "is", null)
        .executeTakeFirst();
    },

    async grant(
      input: { memberKeyId: string; agencyKeyId: string; ciphertext: string },
      staffId: string,
      now: Date,
    ): Promise<Grant | undefined> {
      return db.transaction().execute(async (trx) => {
        const key = await trx
          .selectFrom("agency_keys")
          .select("id")
          .where("id", "=", input.agencyKeyId)
          .executeTakeFirst();
        if (!key) return undefined;
        const row = await trx
          .insertInto("grants")
          .values({
            member_key_id: input.memberKeyId,
            agency_key_id: input.agencyKeyId,
            ciphertext: input.ciphertext,
            created_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .columns(["member_key_id", "agency_key_id"])
              .doUpdateSet({ ciphertext: input.ciphertext, created_at: now }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAudit(trx, now, {
          staffId,
          action: "grant",
          subject: input.memberKeyId,
          detail: { agencyKeyId: input.agencyKeyId },
        });
        return {
          id: row.id,
          memberKeyId: row.member_key_id,
          agencyKeyId: row.agency_key_id,
          ciphertext: row.ciphertext,
        };
      });
    },

    async staffList(): Promise<StaffMember[]> {
      const staff = await db.selectFrom("staff").selectAll().orderBy("created_at").execute();
      const keys = await db.selectFrom("member_keys").selectAll().execute();
      const held = await db
        .selectFrom("grants")
        .innerJoin("member_keys", "member_keys.id", "grants.member_key_id")
        .select(["member_keys.staff_id", "grants.agency_key_id"])
        .execute();
      return staff.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        email: row.email,
        notify: row.notify,
        disabledAt: iso(row.disabled_at),
        createdAt: row.created_at.toISOString(),
        memberKeys: keys
          .filter((key) => key.staff_id === row.id)
          .map((key) => ({
            id: key.id,
            kind: key.kind,
            recipient: key.recipient,
            createdAt: key.created_at.toISOString(),
          })),
        agencyKeyIds: [
          ...new Set(held.filter((g) => g.staff_id === row.id).map((g) => g.agency_key_id)),
        ],
      }));
    },

    /**
     * Disables a colleague: in one transaction their sessions, passkeys and member keys go
     * (grants follow by cascade), and the audit says who did it. Undefined when not found.
     */
    async disable(id: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("staff")
          .set({ disabled_at: now, notify: false })
          .where("id", "=", id)
          .where("disabled_at", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (!row) return false;
        await trx.deleteFrom("sessions").where("staff_id", "=", id).execute();
        await trx.deleteFrom("member_keys").where("staff_id", "=", id).execute();
        await trx.deleteFrom("credentials").where("staff_id", "=", id).execute();
        await trx.deleteFrom("notification_outbox").where("staff_id", "=", id).execute();
        await appendAudit(trx, now, { staffId, action: "disable", subject: id });
        return true;
      });
    },

    async activeAdmins() {
      return db
        .selectFrom("staff")
        .select("id")
        .where("role", "=", "admin")
        .where("disabled_at", "is", null)
        .execute();
    },

    async setPreferences(id: string, input: { notify: boolean; email?: string | null }) {
      await db
        .updateTable("staff")
        .set({ notify: input.notify, ...(input.email !== undefined ? { email: input.email } : {}) })
        .where("id", "=", id)
        .execute();
    },
  };
}
