import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditQuerySchema } from "../../../src/shared/wire/inbox-api";
import { auditPage } from "../../db/audit-page";
import { formatHead, verifyAuditChain } from "../../db/audit-store";
import type { InboxContext } from "./context";

const PAGE = 100;

/**
 * `GET audit` (admins): newest first, a page at a time, with the whole chain verified and its
 * head ("ID:HASH", to compare with the daily e-mail).
 */
export const auditRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.options;
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };

  typed.get(
    "/audit",
    { schema: { querystring: auditQuerySchema }, config: admin },
    async (request) => {
      const { items, nextCursor } = await auditPage(db, request.query.cursor, PAGE);
      const { head, ...chain } = await verifyAuditChain(db);
      return { items, nextCursor, ...chain, head: formatHead(head) };
    },
  );
};
