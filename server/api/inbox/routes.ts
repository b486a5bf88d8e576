import type { FastifyPluginAsync } from "fastify";
import { auditRoutes } from "./audit";
import { inboxContext, type InboxOptions } from "./context";
import { enrolmentRoutes } from "./enrolment";
import { accessHook } from "./inbox-access";
import { keysRoutes } from "./keys";
import { passkeysRoutes } from "./passkeys";
import { reauthRoutes } from "./reauth";
import { referralOutcomeRoutes } from "./referral-outcome";
import { requestFilesRoutes } from "./request-files";
import { requestStageRoutes } from "./request-stage";
import { requestsRoutes } from "./requests";
import { sessionsRoutes } from "./sessions";
import { staffRoutes } from "./staff";
import { compileWithZod } from "./zod-schemas";

/**
 * The staff inbox's API (docs/INBOX-DESIGN.md): one context, the access hook on every route below,
 * and the resources as plugins.
 */
export const inboxRoutes: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const context = inboxContext(options);
  compileWithZod(app);
  // After the site's header rules (a root onSend hook that sets a public cache-control).
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  app.decorateRequest("staff", null);
  app.decorateRequest("session", null);
  app.addHook(
    "onRequest",
    accessHook({
      staffStore: context.staffStore,
      origin: options.origin,
      idleMs: context.idleMs,
      maxMs: context.maxSessionMs,
      now: options.now,
    }),
  );
  await app.register(enrolmentRoutes, context);
  await app.register(sessionsRoutes, context);
  await app.register(reauthRoutes, context);
  await app.register(passkeysRoutes, context);
  await app.register(keysRoutes, context);
  await app.register(staffRoutes, context);
  await app.register(requestsRoutes, context);
  await app.register(requestFilesRoutes, context);
  await app.register(referralOutcomeRoutes, context);
  await app.register(requestStageRoutes, context);
  await app.register(auditRoutes, context);
};
