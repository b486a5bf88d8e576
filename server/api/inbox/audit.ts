import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { auditQuerySchema, type AuditEvent } from "../../../src/shared/wire/inbox-api";
import { formatHead, verifyAuditChain } from "../../db/audit-store";
import type { InboxContext } from "./context";
import { parse } from "./inbox-access";

const PAGE = 100;

/**
 * `GET audit` (admins): newest first, a page at a time, with the whole chain verified and its
 * head ("ID:HASH", to compare with the daily e-mail). Who did it and a subject that is a
 * colleague or an agency key come by name (the chain itself keeps the ids).
 */
export const auditRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const { db } = context.options;
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };

  app.get("/audit", { config: admin }, async (request, reply) => {
    const query = parse(auditQuerySchema, request.query, reply);
    if (!query.ok) return reply;
    // A subject that is a colleague or an agency key is named, not shown as its UUID.
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
    if (query.data.cursor) {
      rows = rows.where(sql<boolean>`audit_events.id < ${query.data.cursor}::bigint`);
    }
    const page = await rows
      .orderBy("audit_events.id", "desc")
      .limit(PAGE + 1)
      .execute();
    const items = page.slice(0, PAGE).map((row): AuditEvent => ({
      id: String(row.id),
      at: row.at.toISOString(),
      staff: row.staff_id ? { id: row.staff_id, name: row.name ?? "" } : null,
      action: row.action,
      subject: row.subject_name ?? row.subject_label ?? row.subject,
      detail: row.detail,
      hash: row.hash,
    }));
    const { head, ...chain } = await verifyAuditChain(db);
    return {
      items,
      nextCursor: page.length > PAGE ? (items.at(-1)?.id ?? null) : null,
      ...chain,
      head: formatHead(head),
    };
  });
};
