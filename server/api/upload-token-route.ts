import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  ATTACHMENT_LIMITS,
  MAX_ATTACHMENTS,
  UPLOAD_MAX_BYTES,
  sealedBytesMax,
} from "../../src/shared/wire/attachment-limits";
import { z } from "../../src/shared/wire/zod";
import type { Store } from "../db/store";
import type { RecipientsSource } from "./active-recipients";
import { clientKey } from "./client-key";
import type { ProofOfWork } from "./proof-of-work";
import { notSetUp, refuseNotSetUp } from "./recipients";
import { problemResponses } from "./schemas";
import type { Busy, UploadQuota } from "./upload-quota";
import type { UploadTokens } from "./upload-tokens";

/**
 * The most one batch may upload: the largest form's files together, sealed (each file its own
 * age header and tags), so one solved proof of work buys one request's files, no more.
 */
const BATCH_MAX_BYTES = Math.max(
  ...Object.values(ATTACHMENT_LIMITS).map((limits) =>
    limits ? sealedBytesMax(limits.maxTotalBytes) + (limits.maxFiles - 1) * sealedBytesMax(0) : 0,
  ),
);

const bodySchema = z.strictObject({
  altcha: z.string().check(z.minLength(1, "altcha is required"), z.maxLength(4096)),
  uploads: z
    .array(
      z.strictObject({
        uploadId: z.uuid("uploadId must be a UUID"),
        bytes: z.int("bytes must be an integer").check(z.gte(1), z.lte(UPLOAD_MAX_BYTES)),
      }),
    )
    .check(
      z.minLength(1, "uploads names at least one file"),
      z.maxLength(MAX_ATTACHMENTS, `uploads names at most ${MAX_ATTACHMENTS} files`),
    ),
});

/** The batch's name for the proof it was bought with: its ids, sorted, hashed to a UUID. */
function batchId(ids: readonly string[]) {
  const hex = createHash("sha256")
    .update([...ids].sort().join(","))
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const busy = (reply: FastifyReply, verdict: Busy) =>
  reply
    .code(503)
    .header("retry-after", String(verdict.retryAfterSeconds))
    .send({ error: "busy", message: verdict.message });

const tokensSchema = {
  type: "object",
  required: ["tokens"],
  properties: {
    tokens: {
      type: "array",
      items: {
        type: "object",
        required: ["uploadId", "token", "expiresAt"],
        properties: {
          uploadId: { type: "string" },
          token: { type: "string" },
          expiresAt: { type: "string" },
        },
      },
    },
  },
} as const;

export type TokenRouteOptions = {
  store: Store;
  proofOfWork: ProofOfWork;
  tokens: UploadTokens;
  quota: UploadQuota;
  recipients?: RecipientsSource | undefined;
};

/**
 * `POST /api/v1/upload-tokens`: `{ altcha, uploads: [{ uploadId, bytes }] }`, a request's
 * files, and a solved proof of work, gives one token per file (upload-tokens.ts). The proof is
 * bound to the batch (`used_challenges`, under its own name, so the same proof also pays for the
 * request itself once): the same batch again (a retry) gets fresh tokens, another batch is
 * refused. Refused with 503 `busy` when the files would not fit the caps now (upload-quota.ts),
 * before the page uploads anything.
 */
export function tokenRoute(app: FastifyInstance, options: TokenRouteOptions) {
  const { store, proofOfWork, tokens, quota, recipients } = options;
  const schema = {
    body: { content: { "application/json": { schema: { description: "uploads and altcha" } } } },
    response: { 201: tokensSchema, ...problemResponses },
  };
  app.post("/upload-tokens", { schema }, async (request, reply) => {
    // Nothing is uploaded to a production intake still on the sample keys (recipients.ts).
    if (recipients && notSetUp(recipients, await recipients.active())) {
      return refuseNotSetUp(reply);
    }
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: "invalid_request",
        message: "The request for upload tokens is not valid.",
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      });
    }
    const { altcha, uploads } = parsed.data;
    const ids = uploads.map((item) => item.uploadId);
    if (new Set(ids).size !== ids.length) {
      return reply
        .code(400)
        .send({ error: "invalid_request", message: "Each upload id may be named once." });
    }
    if (uploads.reduce((sum, item) => sum + item.bytes, 0) > BATCH_MAX_BYTES) {
      return reply.code(400).send({
        error: "attachments",
        message: "These files are larger together than any form takes.",
      });
    }
    const verdict = await proofOfWork.verify(altcha);
    if (!verdict.ok)
      return reply.code(400).send({ error: "proof_of_work", message: verdict.reason });
    if (
      !(await store.useChallenge(`uploads:${verdict.signature}`, batchId(ids), verdict.expiresAt))
    ) {
      return reply.code(400).send({
        error: "proof_of_work",
        message: "This proof of work was already used for other files. Please send again.",
      });
    }
    const fits = await quota.check(clientKey(request.ip), uploads);
    if (!fits.ok) return busy(reply, fits);
    return reply
      .code(201)
      .send({ tokens: uploads.map((item) => tokens.issue(item.uploadId, item.bytes)) });
  });
}
