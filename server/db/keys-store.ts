import type { Kysely } from "kysely";
import type { AgencyKey, Grant, MemberKey, NewMemberKey } from "../../src/shared/wire/inbox-api";
import { requireActiveMember } from "./active-member";
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

/** The keys: agency keys (public recipients), member keys, grants (ciphertext only). */
export function createKeysStore(db: Kysely<Database>) {
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
        await requireActiveMember(trx, staffId);
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

    /** Who added and retired each agency key, from the audit (the keys page's "by"). */
    async agencyKeyHistory() {
      const rows = await db
        .selectFrom("audit_events")
        .leftJoin("staff", "staff.id", "audit_events.staff_id")
        .select(["audit_events.subject", "audit_events.action", "audit_events.at", "staff.name"])
        .where("audit_events.action", "in", ["agency_key", "agency_key_retire"])
        .orderBy("audit_events.id")
        .execute();
      return rows.map((row) => ({
        agencyKeyId: row.subject ?? "",
        action: row.action === "agency_key" ? ("added" as const) : ("retired" as const),
        at: row.at.toISOString(),
        by: row.name,
      }));
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

    /** A device member key (this browser's), with its audit row. */
    async addDeviceKey(staffId: string, key: NewMemberKey, now: Date) {
      await db.transaction().execute(async (trx) => {
        await requireActiveMember(trx, staffId);
        const row = await trx
          .insertInto("member_keys")
          .values({
            staff_id: staffId,
            kind: "device",
            credential_id: null,
            recipient: key.recipient,
            wrapped_identity: null,
            created_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await appendAudit(trx, now, {
          staffId,
          action: "member_key",
          subject: staffId,
          detail: { memberKeyId: row.id, kind: "device" },
        });
      });
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
        // First (before any row it writes): the granting member, still active.
        await requireActiveMember(trx, staffId);
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
  };
}
