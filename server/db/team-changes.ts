import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../src/shared/wire/inbox-terms";
import type { PendingInvitation } from "../../src/shared/wire/inbox-team";
import { MemberInactiveError, requireActiveMember } from "./active-member";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";

/**
 * A change the team's rules refuse (answered 409 with its code and sentence): an address already
 * on an active account, or leaving the inbox without an active administrator.
 */
export class TeamConflict extends Error {
  constructor(
    readonly code: "email_taken" | "last_admin",
    message: string,
  ) {
    super(message);
    this.name = "TeamConflict";
  }
}

export const emailTaken = () =>
  new TeamConflict(
    "email_taken",
    "That e-mail address is already on an active account: one person, one account. Re-invite that account instead if its passkey was lost.",
  );

const lastAdmin = () =>
  new TeamConflict(
    "last_admin",
    "This is the last active administrator: make another colleague an administrator first.",
  );

/** The unique index of migration 0012 refused a second active account with the address. */
function isEmailConflict(error: unknown) {
  return (
    typeof error === "object" &&
    error !== null &&
    "constraint" in error &&
    error.constraint === "staff_active_email"
  );
}

/** Runs `write`, turning the unique index's refusal into `TeamConflict("email_taken")`. */
export async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isEmailConflict(error)) throw emailTaken();
    throw error;
  }
}

/** An address (case aside) on an active account, other than `exceptId`'s. */
export async function emailInUse(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  exceptId?: string,
) {
  let query = db
    .selectFrom("staff")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("disabled_at", "is", null);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Locks every active administrator's row (FOR UPDATE, in id order) and refuses when `id` is the
 * only one: two admins demoting or disabling each other at once line up here, and the second
 * finds itself the last.
 */
export async function requireAnotherAdmin(trx: Transaction<Database>, id: string) {
  const admins = await trx
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .execute();
  if (admins.some((row) => row.id === id) && admins.length <= 1) throw lastAdmin();
}

const iso = (date: Date) => date.toISOString();

/** The team's changes: a colleague's address and role, and the pending invitations. */
export function createTeamChanges(db: Kysely<Database>) {
  return {
    /**
     * An admin changes a colleague's address or role (audited: the role's change names both
     * roles; an address change records that it changed, not the address). False: not found.
     */
    async changeStaff(
      id: string,
      change: { email?: string | null | undefined; role?: Role | undefined },
      adminId: string,
      now: Date,
    ) {
      return guardEmail(() =>
        db.transaction().execute(async (trx) => {
          await requireActiveMember(trx, adminId);
          const target = await trx
            .selectFrom("staff")
            .select(["id", "role", "email"])
            .where("id", "=", id)
            .where("disabled_at", "is", null)
            .forUpdate()
            .executeTakeFirst();
          if (!target) return false;
          if (change.role && change.role !== target.role) {
            if (change.role === "staff") await requireAnotherAdmin(trx, id);
            await trx
              .updateTable("staff")
              .set({ role: change.role })
              .where("id", "=", id)
              .execute();
            const detail = { from: target.role, to: change.role };
            await appendAudit(trx, now, { staffId: adminId, action: "role", subject: id, detail });
          }
          if (change.email !== undefined && change.email !== target.email) {
            await setEmail(trx, id, change.email);
            await appendAudit(trx, now, { staffId: adminId, action: "email", subject: id });
          }
          return true;
        }),
      );
    },

    /** One's own address (audited like an admin's change, by the person themself). */
    async setOwnEmail(id: string, email: string | null, now: Date) {
      await guardEmail(() =>
        db.transaction().execute(async (trx) => {
          await requireActiveMember(trx, id);
          await setEmail(trx, id, email);
          await appendAudit(trx, now, { staffId: id, action: "email", subject: id });
        }),
      );
    },

    /** Unused, unexpired invitations, the soonest to expire first. */
    async pendingInvitations(now: Date): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom("invitations")
        .leftJoin("staff", "staff.id", "invitations.invited_by")
        .select([
          "invitations.id",
          "invitations.name",
          "invitations.role",
          "invitations.email",
          "invitations.created_at",
          "invitations.expires_at",
          "invitations.for_staff_id",
          "staff.name as invited_by_name",
        ])
        .where("invitations.used_at", "is", null)
        .where("invitations.expires_at", ">", now)
        .orderBy("invitations.expires_at")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        email: row.email,
        createdAt: iso(row.created_at),
        expiresAt: iso(row.expires_at),
        forStaffId: row.for_staff_id,
        invitedBy: row.invited_by_name,
      }));
    },

    /** Revokes a pending invitation (its link stops working); false when none is pending. */
    async revokeInvitation(id: string, adminId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        await requireActiveMember(trx, adminId);
        const row = await trx
          .deleteFrom("invitations")
          .where("id", "=", id)
          .where("used_at", "is", null)
          .returning(["role", "for_staff_id"])
          .executeTakeFirst();
        if (!row) return false;
        await appendAudit(trx, now, {
          staffId: adminId,
          action: "invite_revoke",
          subject: row.for_staff_id,
          detail: { role: row.role },
        });
        return true;
      });
    },
  };
}

async function setEmail(trx: Transaction<Database>, id: string, email: string | null) {
  const row = await trx
    .updateTable("staff")
    .set({ email })
    .where("id", "=", id)
    .where("disabled_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!row) throw new MemberInactiveError();
}
