import fastifyCompress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync } from "fastify";
import {
  API_COMPRESS_THRESHOLD_BYTES,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW,
  type UploadCaps,
} from "../config";
import type { Store } from "../db/store";
import type { RecipientsSource } from "./active-recipients";
import { challengeRoutes } from "./challenge";
import { clientKey } from "./client-key";
import { healthRoutes } from "./health";
import { enqueueNew } from "../notify/outbox";
import type { InboxOptions } from "./inbox/context";
import { inboxRoutes } from "./inbox/routes";
import { notAllowedOrNotFound } from "./not-allowed";
import type { ProofOfWork } from "./proof-of-work";
import { problemSchema } from "./schemas";
import { recipientsRoutes } from "./recipients";
import { statusRoutes } from "./status";
import { statusAdditionsRoutes } from "./status-additions";
import { submissionsRoutes } from "./submissions";
import { uploadsRoutes } from "./uploads";

export type ApiOptions = {
  store: Store;
  proofOfWork: ProofOfWork;
  minFillTimeMs?: number | undefined;
  /** Requests one client may make to the API in `RATE_LIMIT_WINDOW` (INTAKE_RATE_LIMIT). */
  rateLimitMax?: number | undefined;
  /** The clock uploads are dated by (tests pass a controlled one); the inbox's if it has one. */
  now?: (() => Date) | undefined;
  /** The staff inbox (docs/INBOX-DESIGN.md); without it only the public endpoints exist. */
  inbox?: InboxOptions | undefined;
  /** The caps on unclaimed uploads (UPLOAD_CLIENT_CAP_MIB, UPLOAD_TOTAL_CAP_MIB). */
  uploadCaps?: UploadCaps | undefined;
  /**
   * Who the forms must seal to now (active-recipients.ts): `GET /recipients`, and submissions
   * sealed to another set are refused. main.ts always gives it; tests without it check nothing.
   */
  recipients?: RecipientsSource | undefined;
};

/**
 * `/api/v1`: health, challenge and submissions, one plugin each. Each client (its address, held
 * in memory for the window only, never stored or logged) may make `rateLimitMax` requests in
 * ten minutes; the rest get 429 with the time to wait. Every answer is `no-store` (after the
 * site's header rules, which run first). Answers over 1 KiB are gzipped; a gzipped request body
 * is inflated here only, and the body limit counts the inflated bytes.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (api, options) => {
  const inbox = options.inbox;
  api.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await api.register(fastifyCompress, {
    encodings: ["gzip"],
    threshold: API_COMPRESS_THRESHOLD_BYTES,
    requestEncodings: ["gzip"],
  });
  await api.register(rateLimit, {
    max: options.rateLimitMax ?? RATE_LIMIT_MAX,
    timeWindow: RATE_LIMIT_WINDOW,
    // One IPv6 /64 is one client; an IPv4-mapped address is its IPv4 (client-key.ts).
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `Too many requests. Please wait ${context.after} and try again, or call us.`,
    }),
  });

  await api.register(healthRoutes, { store: options.store });
  await api.register(challengeRoutes, { proofOfWork: options.proofOfWork });
  await api.register(submissionsRoutes, {
    store: options.store,
    proofOfWork: options.proofOfWork,
    minFillTimeMs: options.minFillTimeMs,
    onStored: inbox && ((saved) => enqueueNew(inbox.db, saved, inbox.now())),
    recipients: options.recipients,
  });
  if (options.recipients) await api.register(recipientsRoutes, { source: options.recipients });
  await api.register(statusRoutes, {
    store: options.store,
    now: options.now ?? inbox?.now ?? (() => new Date()),
    apiRateLimitMax: options.rateLimitMax ?? RATE_LIMIT_MAX,
  });
  await api.register(uploadsRoutes, {
    store: options.store,
    proofOfWork: options.proofOfWork,
    caps: options.uploadCaps,
    recipients: options.recipients,
    now: options.now ?? inbox?.now ?? (() => new Date()),
  });
  if (inbox) await api.register(inboxRoutes, inbox);
  if (inbox) {
    const { store, proofOfWork, recipients } = options;
    await api.register(statusAdditionsRoutes, {
      db: inbox.db,
      now: inbox.now,
      store,
      proofOfWork,
      recipients,
    });
  }

  // A path no route takes with this method: 405 with the methods it has, else 404.
  api.all(
    "/*",
    { schema: { response: { 404: problemSchema, 405: problemSchema } } },
    async (request, reply) => notAllowedOrNotFound(api, request, reply),
  );
};
