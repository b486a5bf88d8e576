import Fastify, { type FastifyServerOptions } from "fastify";
import { en } from "zod/locales";
import { z } from "../src/shared/wire/zod";
import { createProofOfWork, type ProofOfWork } from "./api/proof-of-work";
import type { InboxOptions } from "./api/inbox/context";
import { validationProblem } from "./api/inbox/zod-schemas";
import type { RecipientsSource } from "./api/active-recipients";
import { apiRoutes } from "./api/routes";
import {
  BODY_LIMIT_BYTES,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  type Timeouts,
  type UploadCaps,
} from "./config";
import { MemberInactiveError } from "./db/active-member";
import { connectionProblem } from "./db/connection-problem";
import type { Store } from "./db/store";
import { applyHeaderRules, sitePlugin, type SiteOptions } from "./site";

export type AppOptions = {
  store: Store;
  logger?: FastifyServerOptions["logger"];
  minFillTimeMs?: number;
  proofOfWork?: ProofOfWork;
  rateLimitMax?: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For sets `request.ip`, which only
   * the rate limit reads. Off by default, so a client cannot pick its own address.
   */
  trustProxy?: false | string[];
  /** The built site to serve next to the API, with its header rules. */
  site?: SiteOptions;
  /** The staff inbox's routes (sessions, keys, requests, audit). */
  inbox?: InboxOptions;
  /** The clock uploads are dated by (default: the inbox's, else the real one). */
  now?: () => Date;
  /** Node's request, headers and keep-alive time-outs (config.ts has the defaults). */
  timeouts?: Timeouts;
  /** The caps on unclaimed uploads (config.ts has the defaults). */
  uploadCaps?: UploadCaps;
  /** Who the forms must seal to (api/active-recipients.ts); none: no recipient check. */
  recipients?: RecipientsSource;
};

const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: REQUEST_TIMEOUT_MS,
  headersMs: HEADERS_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
};

/**
 * Request log lines carry the method and the path only: no body, no query string (a stray
 * GET form could put typed values there), no IP address, no user agent.
 */
const serializers = {
  req: (request: { method: string; url: string }) => ({
    method: request.method,
    path: request.url.split("?")[0],
  }),
};

/* The browser bundles carry no zod messages; the API explains in English what it refuses. */
z.config(en());

export function buildApp(options: AppOptions) {
  const logger =
    options.logger === undefined || options.logger === false
      ? options.logger
      : { ...(options.logger === true ? {} : options.logger), serializers };
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A request (headers and body) that takes longer is answered 408 and its connection closed;
    // Node looks for them every `connectionsCheckingInterval` (its default is 30 s).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
  });

  // Graceful shutdown: close() stops taking connections and waits for the requests in flight
  // (so their writes finish and are answered); those answers close their connection, so a
  // keep-alive socket does not hold the shutdown open until it times out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.setErrorHandler((error, request, reply) => {
    // A member disabled while their request was in flight: refused at the write, signed out.
    // (Here, not in the inbox's own error handler, which kept the rate limit's 429 from being
    // sent: an encapsulated handler that rethrows answered 200.)
    if (error instanceof MemberInactiveError) {
      return reply.code(401).send({ error: "signed_out", message: "Your session ended." });
    }
    // An inbox route's zod schema refused the body or query (api/inbox/zod-schemas.ts).
    const invalid = validationProblem(error);
    if (invalid) return reply.code(400).send(invalid);
    const status =
      typeof error === "object" && error !== null && "statusCode" in error
        ? Number(error.statusCode)
        : 500;
    const reason =
      typeof error === "object" && error !== null && "message" in error
        ? String(error.message)
        : "unknown";
    const unreachable = status >= 500 ? connectionProblem(error) : undefined;
    if (unreachable) {
      // PostgreSQL is down or restarting: say so, and that trying again later will work.
      request.log.error({ err: { message: unreachable } }, "database unavailable");
      return reply.code(503).send({
        error: "unavailable",
        message:
          "The request could not be stored right now. Please try again in a minute, or call us.",
      });
    }
    if (status >= 500) request.log.error({ err: { message: reason } }, "request failed");
    if (status === 429) return reply.code(429).send({ error: "rate_limited", message: reason });
    const message =
      status === 413
        ? "The request is too large."
        : status === 415
          ? "Send the submission as application/json."
          : status < 500
            ? "The request could not be read."
            : "The request could not be stored. Please try again, or call us.";
    return reply
      .code(status)
      .send({ error: status < 500 ? "bad_request" : "server_error", message });
  });

  // The site's header rules first, so a plugin's own onSend hooks (the inbox's no-store) run
  // after them and win.
  if (options.site) applyHeaderRules(app, options.site);
  app.register(apiRoutes, {
    prefix: "/api/v1",
    store: options.store,
    proofOfWork: options.proofOfWork ?? createProofOfWork(),
    minFillTimeMs: options.minFillTimeMs,
    rateLimitMax: options.rateLimitMax,
    inbox: options.inbox,
    now: options.now,
    uploadCaps: options.uploadCaps,
    recipients: options.recipients,
  });
  if (options.site) app.register(sitePlugin, options.site);
  return app;
}
