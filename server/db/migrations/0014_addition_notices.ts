import { sql, type Kysely, type Migration } from "kysely";

/**
 * Staff hear when a visitor sends more through the status link (issue 32): the notification
 * outbox takes a fourth kind, "addition", one row per colleague and addition.
 * - `addition_seq`: the addition's number within its request (1 to 10), 0 for every other
 *   kind. It joins the outbox's unique key, so a request's second addition gets its own row
 *   (the key was one row per request, colleague and kind) while a row of the other kinds is
 *   still queued once. An integer rather than the addition's id: a NULL would make every
 *   other kind's rows distinct in the key (NULLS NOT DISTINCT needs PostgreSQL 15).
 * - A check ties the two: `addition_seq` is above 0 exactly for an addition.
 * Existing rows keep their kind and get 0.
 */
export const additionNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table notification_outbox
      add column addition_seq integer not null default 0`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_kind_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_kind_check
      check (kind in ('new', 'overdue', 'audit_head', 'addition'))`.execute(db);
    await sql`alter table notification_outbox add constraint notification_outbox_addition_seq
      check ((kind = 'addition') = (addition_seq > 0))`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_once`.execute(db);
    await sql`alter table notification_outbox add constraint notification_outbox_once
      unique (reference, staff_id, kind, addition_seq)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from notification_outbox where kind = 'addition'`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_once`.execute(db);
    await sql`alter table notification_outbox add constraint notification_outbox_once
      unique (reference, staff_id, kind)`.execute(db);
    await sql`alter table notification_outbox drop constraint notification_outbox_addition_seq`.execute(
      db,
    );
    await sql`alter table notification_outbox drop constraint notification_outbox_kind_check`.execute(
      db,
    );
    await sql`alter table notification_outbox add constraint notification_outbox_kind_check
      check (kind in ('new', 'overdue', 'audit_head'))`.execute(db);
    await sql`alter table notification_outbox drop column addition_seq`.execute(db);
  },
};
