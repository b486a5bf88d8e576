import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES } from "../../src/shared/wire/attachment-limits";
import { z } from "../../src/shared/wire/zod";
import { UPLOAD_CLIENT_CAP_BYTES, UPLOAD_TOTAL_CAP_BYTES, type UploadCaps } from "../config";
import type { Store } from "../db/store";
import type { RecipientsSource } from "./active-recipients";
import { ageBinaryProblem } from "../../src/shared/age/header";
import { clientKey } from "./client-key";
import type { ProofOfWork } from "./proof-of-work";
import { problemResponses } from "./schemas";
import { busy, tokenRoute } from "./upload-token-route";
import { createUploadQuota } from "./upload-quota";
import { createUploadTokens } from "./upload-tokens";

export type UploadsOptions = {
  store: Store;
  proofOfWork: ProofOfWork;
  now: () => Date;
  caps?: UploadCaps | undefined;
  /** A production intake on the sample keys gives no upload token (upload-token-route.ts). */
  recipients?: RecipientsSource | undefined;
};

const uploadId = z.uuid();

const receiptSchema = {
  type: "object",
  required: ["uploadId", "sha256", "bytes"],
  properties: {
    uploadId: { type: "string" },
    sha256: { type: "string" },
    bytes: { type: "integer" },
  },
} as const;

const schema = {
  headers: {
    type: "object",
    properties: { "upload-token": { type: "string", description: "From POST /upload-tokens" } },
  },
  body: {
    content: {
      "application/octet-stream": { schema: { description: "A file encrypted with age (binary)" } },
    },
  },
  response: { 200: receiptSchema, 201: receiptSchema, ...problemResponses },
};

const DEFAULT_CAPS: UploadCaps = {
  clientBytes: UPLOAD_CLIENT_CAP_BYTES,
  totalBytes: UPLOAD_TOTAL_CAP_BYTES,
};

type Put = { Params: { uploadId: string }; Headers: { "upload-token"?: string } };

/**
 * `PUT /api/v1/uploads/:uploadId`: one file a visitor attaches, encrypted in their browser
 * (binary age), stored under the UUID the page made until the request that names it claims it
 * (`POST /submissions`); unclaimed, it is deleted after `UPLOAD_UNCLAIMED_HOURS` (swept before
 * the caps are read, and by the inbox's jobs). Before a byte of the body is read it must bring
 * a token for this id and its Content-Length (`POST /upload-tokens`, upload-token-route.ts) and fit the caps on
 * unclaimed bytes (upload-quota.ts); the body must then be an age file (src/shared/age/header.ts).
 * Idempotent: the same id with the same bytes answers 200 again, other bytes 409. The body is
 * read as bytes on this route only (the parser is scoped to this plugin), never inflated (no
 * request decompression), and never logged.
 */
export const uploadsRoutes: FastifyPluginAsync<UploadsOptions> = async (app, options) => {
  const { store, now } = options;
  const tokens = createUploadTokens({ key: options.proofOfWork.derivedKey("upload-tokens"), now });
  const quota = createUploadQuota({
    uploads: store.uploads,
    caps: options.caps ?? DEFAULT_CAPS,
    now,
  });
  // What each upload under way holds against the caps, settled once it is answered.
  const holds = new WeakMap<FastifyRequest, (stored: boolean) => void>();
  const settle = async (request: FastifyRequest, stored: boolean) => {
    holds.get(request)?.(stored);
    holds.delete(request);
  };

  app.addContentTypeParser(
    "application/octet-stream",
    { parseAs: "buffer", bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  tokenRoute(app, {
    store,
    proofOfWork: options.proofOfWork,
    tokens,
    quota,
    recipients: options.recipients,
  });

  app.put<Put>(
    "/uploads/:uploadId",
    {
      schema,
      bodyLimit: UPLOAD_MAX_BYTES,
      decompress: false,
      compress: false,
      onRequest: async (request, reply) => {
        const id = request.params.uploadId;
        if (!uploadId.safeParse(id).success) {
          return reply
            .code(400)
            .send({ error: "invalid_upload", message: "The upload id must be a UUID." });
        }
        const declared = request.headers["content-length"];
        const length = declared && /^\d+$/.test(declared) ? Number(declared) : undefined;
        if (length === undefined) {
          return reply
            .code(411)
            .send({ error: "length_required", message: "Send the file with its Content-Length." });
        }
        const token = request.headers["upload-token"];
        const verdict = tokens.check(typeof token === "string" ? token : undefined, id, length);
        if (!verdict.ok) {
          return reply
            .code(verdict.status)
            .send({ error: "upload_token", message: verdict.message });
        }
        const held = await quota.hold(clientKey(request.ip), id, length);
        if (!held.ok) return busy(reply, held);
        holds.set(request, held.settle);
        return undefined;
      },
      onResponse: async (request, reply) => settle(request, reply.statusCode === 201),
      onRequestAbort: async (request) => settle(request, false),
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        return reply
          .code(415)
          .send({ error: "bad_request", message: "Send the file as application/octet-stream." });
      }
      if (body.length !== Number(request.headers["content-length"])) {
        return reply
          .code(400)
          .send({ error: "invalid_upload", message: "The file is not the size it was sent as." });
      }
      const notAge = ageBinaryProblem(body);
      if (notAge) return reply.code(400).send({ error: "invalid_upload", message: notAge });
      const put = await store.uploads.put(request.params.uploadId, body, now());
      if (put.outcome === "conflict") {
        return reply.code(409).send({
          error: "conflict",
          message: "Another file was already uploaded with this id.",
        });
      }
      return reply
        .code(put.outcome === "created" ? 201 : 200)
        .send({ uploadId: request.params.uploadId, sha256: put.sha256, bytes: put.bytes });
    },
  );
};
