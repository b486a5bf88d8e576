import type { FastifyPluginAsync } from "fastify";
import { envelopeSchema, type SubmissionReceipt } from "../../src/lib/forms/envelope";
import type { Store } from "../db/store";

/** Fastest a person fills in one of the site's forms; quicker is a script. */
export const MIN_FILL_TIME_MS = 3000;

export type SubmissionsOptions = { store: Store; minFillTimeMs?: number };

type Problem = { error: string; message: string; issues?: { path: string; message: string }[] };

/**
 * `POST /api/v1/submissions`: checks the envelope (zod, shared with the site), the honeypot and
 * the fill time, stores the ciphertext once per client request id and answers with the
 * reference: 201 for a new request, 200 for a retry of a stored one. Never logs the body.
 */
export const submissionsRoutes: FastifyPluginAsync<SubmissionsOptions> = async (app, options) => {
  const minFillTimeMs = options.minFillTimeMs ?? MIN_FILL_TIME_MS;

  app.post("/submissions", async (request, reply) => {
    const parsed = envelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      const problem: Problem = {
        error: "invalid_envelope",
        message: "The request is not a valid submission.",
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      };
      return reply.code(400).send(problem);
    }
    const envelope = parsed.data;
    if (envelope.honeypot !== "") {
      return reply.code(400).send({
        error: "rejected",
        message: "The request was not accepted. Please call us instead.",
      } satisfies Problem);
    }
    if (envelope.fillTimeMs < minFillTimeMs) {
      return reply.code(400).send({
        error: "too_fast",
        message: "The form was sent too quickly to be a person. Please try again.",
      } satisfies Problem);
    }
    const saved = await options.store.save({
      clientRequestId: envelope.clientRequestId,
      formType: envelope.formType,
      formVersion: envelope.formVersion,
      ciphertext: envelope.ciphertext,
    });
    request.log.info(
      { reference: saved.reference, formType: envelope.formType, retry: !saved.created },
      "submission stored",
    );
    const receipt: SubmissionReceipt = {
      reference: saved.reference,
      receivedAt: saved.receivedAt.toISOString(),
    };
    return reply.code(saved.created ? 201 : 200).send(receipt);
  });
};
