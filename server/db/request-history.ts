import type { Kysely } from "kysely";
import type { HistoryEntry } from "../../src/shared/wire/inbox-api";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";

/** A request's history: its audit rows, oldest first, with who did each. */
export async function historyOf(db: Kysely<Database>, reference: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("audit_events")
    .leftJoin("staff", "staff.id", "audit_events.staff_id")
    .select([
      "audit_events.at",
      "audit_events.action",
      "audit_events.detail",
      "audit_events.staff_id",
      "staff.name",
    ])
    .where("audit_events.subject", "=", reference)
    .orderBy("audit_events.id")
    .execute();
  return rows.map((event) => ({
    at: event.at.toISOString(),
    actor: event.staff_id && event.name ? { id: event.staff_id, name: event.name } : null,
    action: event.action,
    detail: event.detail,
  }));
}

/**
 * The sealed payloads of `references` (those that exist), for the list to decrypt in the page,
 * with one audit row saying who was sent which: the list shows names and first words, a
 * lesser view than opening the request (which is audited as `view` and marks it read).
 */
export function sealedPayloads(
  db: Kysely<Database>,
  references: readonly string[],
  staffId: string,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("submissions")
      .select(["reference", "ciphertext"])
      .where("reference", "in", references)
      .orderBy("reference")
      .execute();
    if (rows.length > 0) {
      await appendAudit(trx, now, {
        staffId,
        action: "preview",
        subject: null,
        detail: { references: rows.map((row) => row.reference) },
      });
    }
    return rows;
  });
}
