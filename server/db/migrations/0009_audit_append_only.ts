import { sql, type Kysely, type Migration } from "kysely";

/**
 * The audit trail becomes append-only for the intake's own connection: a trigger refuses every
 * UPDATE, DELETE and TRUNCATE of `audit_events` (statement-level, so even one that matches no
 * row), enabled ALWAYS so `session_replication_role = replica` does not skip it. The privileges
 * are revoked from PUBLIC too, for a deployment whose intake connects as a role of its own; the
 * embedded PostgreSQL connects as the table's owner, a superuser, which a REVOKE does not stop,
 * hence the trigger. A superuser can still disable or drop it (ALTER TABLE … DISABLE TRIGGER):
 * the audit head written down (audit-verify, the daily e-mail) is what shows such a rewrite.
 * INSERT stays allowed: appends, and a restore into an empty database.
 *
 * Also: the notification outbox takes the daily audit-head e-mail ("audit_head", one row per
 * admin and day, the day in `reference`).
 */
export const auditAppendOnlyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only: % refused', tg_op
          using errcode = 'insufficient_privilege',
            hint = 'Audit rows are never changed or deleted; add a new row instead.';
      end $$`.execute(db);
    await sql`create trigger audit_events_append_only
      before update or delete or truncate on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
    await sql`alter table audit_events enable always trigger audit_events_append_only`.execute(db);
    await sql`revoke update, delete, truncate on audit_events from public`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_kind_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_kind_check
      check (kind in ('new', 'overdue', 'audit_head'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from notification_outbox where kind = 'audit_head'`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_kind_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_kind_check
      check (kind in ('new', 'overdue'))`.execute(db);
    await sql`drop trigger audit_events_append_only on audit_events`.execute(db);
    await sql`drop function audit_events_append_only()`.execute(db);
  },
};
