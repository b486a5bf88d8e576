import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { OfficeSchedule } from "../../src/shared/office-hours";
import { createRequestActions } from "../db/request-actions";
import { createRequestsStore } from "../db/requests-store";
import type { Database } from "../db/schema";
import { createStaffStore } from "../db/staff-store";
import { createKeysStore } from "../db/keys-store";
import { createTeamStore } from "../db/team-store";
import { auditRoutes } from "./audit";
import { enrolmentRoutes } from "./enrolment";
import { accessHook } from "./inbox-access";
import { keysRoutes } from "./keys";
import { passkeysRoutes } from "./passkeys";
import { reauthRoutes } from "./reauth";
import { referralOutcomeRoutes } from "./referral-outcome";
import { requestsRoutes } from "./requests";
import { sessionsRoutes } from "./sessions";
import { staffRoutes } from "./staff";
import { relyingParty, type RelyingParty } from "./webauthn";
import type { Mailer } from "../notify/mailer";

/** What the inbox's routes need; `now` is the clock (tests pass a controlled one). */
export type InboxOptions = {
  db: Kysely<Database>;
  now: () => Date;
  origin: string;
  inboxUrl: string;
  idleMinutes: number;
  /** Hours after sign-in when a session ends, however active (default 12). */
  sessionMaxHours?: number;
  retentionDays: number;
  schedule: OfficeSchedule;
  answerWithinHours: number;
  /** The answer time of a form type that has its own (a referral: 1 office hour). */
  answerWithinHoursByType?: Partial<Record<string, number>>;
  /** Sends the referral outcome e-mails (none without SMTP_URL). */
  mailer?: Mailer | undefined;
  /** Sign-in and enrolment requests per client in ten minutes. */
  signInRateLimit: number;
};

export type InboxContext = {
  options: InboxOptions;
  rp: RelyingParty;
  idleMs: number;
  /** The absolute lifetime of a session. */
  maxSessionMs: number;
  staffStore: ReturnType<typeof createStaffStore>;
  team: ReturnType<typeof createTeamStore>;
  keys: ReturnType<typeof createKeysStore>;
  requests: ReturnType<typeof createRequestsStore>;
  actions: ReturnType<typeof createRequestActions>;
  /** Per-route limits (@fastify/rate-limit): sign-in and enrolment tight, staff routes loose. */
  signInLimit: { max: number; timeWindow: string };
  staffLimit: { max: number; timeWindow: string };
};

/**
 * The staff inbox's API (docs/INBOX.md): one context, the access hook on every route below,
 * and the resources as plugins.
 */
export const inboxRoutes: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  const context: InboxContext = {
    options,
    rp: relyingParty(options.origin),
    idleMs: options.idleMinutes * 60_000,
    maxSessionMs: (options.sessionMaxHours ?? 12) * 3_600_000,
    staffStore: createStaffStore(options.db),
    team: createTeamStore(options.db),
    keys: createKeysStore(options.db),
    requests: createRequestsStore(options.db, {
      schedule: options.schedule,
      hours: options.answerWithinHours,
      hoursByType: options.answerWithinHoursByType,
    }),
    actions: createRequestActions(options.db),
    signInLimit: { max: options.signInRateLimit, timeWindow: "10 minutes" },
    staffLimit: { max: 2000, timeWindow: "10 minutes" },
  };
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
  await app.register(referralOutcomeRoutes, context);
  await app.register(auditRoutes, context);
};
