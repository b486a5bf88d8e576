import { sql, type Kysely } from "kysely";
import type { AuditEvent } from "../../src/shared/wire/inbox-api";
import type { Database } from "./schema";

/**
 * One page of the audit log, newest first, before `cursor` (an event id) if given. Who did it
 * and a subject that is a colleague or an agency key come by name, not as a UUID (the chain
 * itself keeps the ids). `nextCursor` is null on the last page.
 */
export async function auditPage(
  db: Kysely<Database>,
  cursor: string | undefined,
  size: number,
): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  let rows = db
    .selectFrom("audit_events")
    .leftJoin("staff", "staff.id", "audit_events.staff_id")
    .leftJoin("staff as subject_staff", (join) =>
      join.on(sql<boolean>`subject_staff.id::text = audit_events.subject`),
    )
    .leftJoin("agency_keys as subject_key", (join) =>
      join.on(sql<boolean>`subject_key.id::text = audit_events.subject`),
    )
    .select([
      "audit_events.id",
      "audit_events.at",
      "audit_events.staff_id",
      "staff.name",
      "audit_events.action",
      "audit_events.subject",
      "subject_staff.name as subject_name",
      "subject_key.label as subject_label",
      "audit_events.detail",
      "audit_events.hash",
    ]);
  if (cursor) rows = rows.where(sql<boolean>`audit_events.id < ${cursor}::bigint`);
  // One more than a page: whether there is a next one.
  const page = await rows
    .orderBy("audit_events.id", "desc")
    .limit(size + 1)
    .execute();
  const items = page.slice(0, size).map((row): AuditEvent => ({
    id: String(row.id),
    at: row.at.toISOString(),
    staff: row.staff_id ? { id: row.staff_id, name: row.name ?? "" } : null,
    action: row.action,
    subject: row.subject_name ?? row.subject_label ?? row.subject,
    detail: row.detail,
    hash: row.hash,
  }));
  return { items, nextCursor: page.length > size ? (items.at(-1)?.id ?? null) : null };
}
