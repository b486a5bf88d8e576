import type { FastifyPluginAsync } from "fastify";
import { auditQuerySchema } from "../../../src/shared/wire/inbox-api";
import { auditPage } from "../../db/audit-page";
import { formatHead, verifyAuditChain } from "../../db/audit-store";
import type { InboxContext } from "./context";
import { parse } from "./inbox-access";

const PAGE = 100;

/**
 * `GET audit` (admins): newest first, a page at a time, with the whole chain verified and its
 * head ("ID:HASH", to compare with the daily e-mail).
 */
export const auditRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const { db } = context.options;
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };

  app.get("/audit", { config: admin }, async (request, reply) => {
    const query = parse(auditQuerySchema, request.query, reply);
    if (!query.ok) return reply;
    const { items, nextCursor } = await auditPage(db, query.data.cursor, PAGE);
    const { head, ...chain } = await verifyAuditChain(db);
    return { items, nextCursor, ...chain, head: formatHead(head) };
  });
};
