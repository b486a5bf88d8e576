import type { FastifyPluginAsync } from "fastify";
import { UPLOAD_MAX_BYTES } from "../../src/lib/forms/attachment-limits";
import { z } from "../../src/lib/forms/zod";
import type { Store } from "../db/store";
import { problemResponses } from "./schemas";

export type UploadsOptions = { store: Store; now: () => Date };

/** Binary age files begin with this line (age-encryption.org/v1). */
const AGE_BINARY_START = Buffer.from("age-encryption.org/v1\n");

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
  body: {
    content: {
      "application/octet-stream": { schema: { description: "A file encrypted with age (binary)" } },
    },
  },
  response: { 200: receiptSchema, 201: receiptSchema, ...problemResponses },
};

/**
 * `PUT /api/v1/uploads/:uploadId`: one file a visitor attaches, encrypted in their browser
 * (binary age), stored under the UUID the page made until the request that names it claims it
 * (`POST /submissions`); unclaimed, it is deleted after a day (swept here and by the inbox's
 * jobs). Idempotent: the same id with the same bytes answers 200 again, other bytes 409. The
 * body is read as bytes on this route only (the parser is scoped to this plugin), never
 * inflated (no request decompression), and never logged.
 */
export const uploadsRoutes: FastifyPluginAsync<UploadsOptions> = async (app, options) => {
  const { store, now } = options;
  app.addContentTypeParser(
    "application/octet-stream",
    { parseAs: "buffer", bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put<{ Params: { uploadId: string } }>(
    "/uploads/:uploadId",
    { schema, bodyLimit: UPLOAD_MAX_BYTES, decompress: false, compress: false },
    async (request, reply) => {
      if (!uploadId.safeParse(request.params.uploadId).success) {
        return reply
          .code(400)
          .send({ error: "invalid_upload", message: "The upload id must be a UUID." });
      }
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        return reply
          .code(415)
          .send({ error: "bad_request", message: "Send the file as application/octet-stream." });
      }
      if (!body.subarray(0, AGE_BINARY_START.length).equals(AGE_BINARY_START)) {
        return reply
          .code(400)
          .send({ error: "invalid_upload", message: "The file must be encrypted with age." });
      }
      const at = now();
      await store.uploads.sweep(at);
      const put = await store.uploads.put(request.params.uploadId, body, at);
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
