import type { Kysely } from "kysely";
import type { OfficeSchedule } from "../../../src/shared/office-hours";
import type { Mailer } from "../../notify/mailer";
import { createKeysStore } from "../../db/keys-store";
import { createRequestActions } from "../../db/request-actions";
import { createRequestsStore } from "../../db/requests-store";
import type { Database } from "../../db/schema";
import { createStaffStore } from "../../db/staff-store";
import { createTeamStore } from "../../db/team-store";
import { relyingParty, type RelyingParty } from "./webauthn";

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

/**
 * What every inbox route module is given. It lives apart from routes.ts (which registers the
 * route modules) so that a route module importing this type imports no route module: no circle.
 */
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

/** The stores and limits the inbox's routes share, made once per app from its options. */
export function inboxContext(options: InboxOptions): InboxContext {
  return {
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
}
