import type { Kysely } from "kysely";
import type { StaffMember } from "../../src/shared/wire/inbox-api";
import { MemberInactiveError } from "./active-member";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";
import { createTeamChanges, guardEmail, requireAnotherAdmin } from "./team-changes";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Staff as the admins manage them: the list with their keys, disabling, preferences. */
export function createTeamStore(db: Kysely<Database>) {
  return {
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
     * (grants follow by cascade), with the invitations they made or that were made for them and
     * have not been used, and their pending passkey challenges; the audit says who did it.
     * Never the last active administrator (TeamConflict). False when not found.
     *
     * Both rows are locked first, FOR UPDATE and in id order: a write of the colleague's still
     * in flight (which holds their row FOR KEY SHARE, active-member.ts) commits first and is
     * then deleted here, or waits and is refused; two administrators disabling each other
     * line up (the second finds itself disabled: MemberInactiveError) instead of deadlocking.
     */
    async disable(id: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom("staff")
          .select(["id", "disabled_at"])
          .where("id", "in", [id, staffId])
          .orderBy("id")
          .forUpdate()
          .execute();
        const actor = locked.find((row) => row.id === staffId);
        if (!actor || actor.disabled_at) throw new MemberInactiveError();
        const target = locked.find((row) => row.id === id);
        if (!target || target.disabled_at) return false;
        await requireAnotherAdmin(trx, id);
        await trx
          .updateTable("staff")
          .set({ disabled_at: now, notify: false })
          .where("id", "=", id)
          .execute();
        await trx.deleteFrom("sessions").where("staff_id", "=", id).execute();
        await trx.deleteFrom("member_keys").where("staff_id", "=", id).execute();
        await trx.deleteFrom("credentials").where("staff_id", "=", id).execute();
        await trx.deleteFrom("notification_outbox").where("staff_id", "=", id).execute();
        await trx.deleteFrom("webauthn_challenges").where("staff_id", "=", id).execute();
        const revoked = await trx
          .deleteFrom("invitations")
          .where((eb) => eb.or([eb("invited_by", "=", id), eb("for_staff_id", "=", id)]))
          .where("used_at", "is", null)
          .returning("token_hash")
          .execute();
        await appendAudit(trx, now, {
          staffId,
          action: "disable",
          subject: id,
          ...(revoked.length ? { detail: { invitationsRevoked: revoked.length } } : {}),
        });
        return true;
      });
    },

    /** One's own settings; a member disabled meanwhile keeps notify off (MemberInactiveError). */
    async setPreferences(id: string, input: { notify: boolean; email?: string | null }) {
      const row = await guardEmail(() =>
        db
          .updateTable("staff")
          .set({
            notify: input.notify,
            ...(input.email !== undefined ? { email: input.email } : {}),
          })
          .where("id", "=", id)
          .where("disabled_at", "is", null)
          .returning("id")
          .executeTakeFirst(),
      );
      if (!row) throw new MemberInactiveError();
    },

    ...createTeamChanges(db),
  };
}
