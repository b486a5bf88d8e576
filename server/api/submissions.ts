import type { FastifyPluginAsync } from "fastify";
import { isAgeRecipient } from "../../src/shared/age/patterns";
import { attachmentsProblem } from "../../src/shared/wire/attachments";
import { envelopeSchema, type SubmissionReceipt } from "../../src/shared/wire/envelope";
import { MIN_FILL_TIME_MS } from "../config";
import { ageFileProblem } from "../../src/shared/age/header";
import { sameSet, type RecipientsSource } from "./active-recipients";
import { NOT_SET_UP, notSetUp } from "./recipients";
import type { Store } from "../db/store";
import { AttachmentsRefused } from "../db/uploads-store";
import type { ProofOfWork } from "./proof-of-work";
import { problemResponses } from "./schemas";

export type SubmissionsOptions = {
  store: Store;
  proofOfWork: ProofOfWork;
  minFillTimeMs?: number | undefined;
  /** Runs right after a new request is stored (the inbox's notifications); never fails it. */
  onStored?: ((saved: { reference: string; formType: string }) => Promise<void>) | undefined;
  /** Who a request must be sealed to (active-recipients.ts); none: not checked. */
  recipients?: RecipientsSource | undefined;
};

/** The recipients an envelope says it was sealed to (public), when it says so. */
export const sealedTo = (envelope: object): string[] => {
  const value: unknown = "sealedTo" in envelope ? envelope.sealedTo : undefined;
  return Array.isArray(value) ? value.filter(isAgeRecipient) : [];
};

/**
 * Why a request sealed to `sealed` is not taken now: a production intake still on the sample
 * keys (503 not_set_up), or recipients other than the active set, or than a pinned build's
 * (409 stale_recipients: the page fetches the set again and reseals). The server cannot see who
 * a ciphertext is really sealed to; `sealedTo` is the page's word, and what the inbox shows.
 */
export async function recipientsRefusal(source: RecipientsSource, sealed: readonly string[]) {
  const active = await source.active();
  if (notSetUp(source, active)) {
    return { status: 503, problem: { ...NOT_SET_UP } };
  }
  // A production site still on the samples, but pinned to its own keys: those only.
  const samplesTaken = !(source.production && active.sample);
  if (
    (samplesTaken && sameSet(sealed, active.recipients)) ||
    (active.pinned && sameSet(sealed, active.pinned))
  ) {
    return undefined;
  }
  return {
    status: 409,
    problem: refuse(
      "stale_recipients",
      "The office's keys changed while this page was open, so the request was not taken. Please send it again.",
    ),
  };
}

type Problem = { error: string; message: string; issues?: { path: string; message: string }[] };

const refuse = (error: string, message: string): Problem => ({ error, message });

const receiptSchema = {
  type: "object",
  required: ["reference", "receivedAt"],
  properties: { reference: { type: "string" }, receivedAt: { type: "string" } },
} as const;

/**
 * The route's schema. The body is JSON; its fields are checked by the zod `envelopeSchema` the
 * site shares (its messages name each field), so Fastify only declares the content type.
 */
const schema = {
  body: {
    content: {
      "application/json": {
        schema: { description: "A submission envelope (src/shared/wire/envelope.ts)" },
      },
    },
  },
  response: { 200: receiptSchema, 201: receiptSchema, ...problemResponses },
};

/**
 * `POST /api/v1/submissions`: checks the envelope (zod, shared with the site), the honeypot, the
 * fill time, the proof of work and the attachments' limits (`attachmentsProblem`; each named
 * upload must be there, unclaimed, with its hash: checked as it is stored), then stores the ciphertext once per client request id and
 * answers with the reference: 201 for a new request, 200 for a retry of a stored one (a retry
 * is answered before its proof of work is looked at, so a stored request is never refused).
 * Never logs the body.
 */
export const submissionsRoutes: FastifyPluginAsync<SubmissionsOptions> = async (app, options) => {
  const minFillTimeMs = options.minFillTimeMs ?? MIN_FILL_TIME_MS;
  const { store, proofOfWork } = options;

  const receipt = (saved: { reference: string; receivedAt: Date }): SubmissionReceipt => ({
    reference: saved.reference,
    receivedAt: saved.receivedAt.toISOString(),
  });

  app.post("/submissions", { schema }, async (request, reply) => {
    const parsed = envelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        ...refuse("invalid_envelope", "The request is not a valid submission."),
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      });
    }
    const envelope = parsed.data;
    const notAge = ageFileProblem(envelope.ciphertext);
    if (notAge) {
      return reply.code(400).send({
        ...refuse("invalid_envelope", "The request is not a valid submission."),
        issues: [{ path: "ciphertext", message: notAge }],
      });
    }
    if (envelope.honeypot !== "") {
      return reply.code(400).send(refuse("rejected", "The request was not accepted."));
    }
    if (envelope.fillTimeMs < minFillTimeMs) {
      return reply
        .code(400)
        .send(refuse("too_fast", "The form was sent too quickly to be a person."));
    }
    const stored = await store.referenceOf(envelope.clientRequestId);
    if (stored) return reply.code(200).send(receipt(stored));
    const attachments = envelope.attachments ?? [];
    const tooMuch = attachmentsProblem(envelope.formType, attachments);
    if (tooMuch) return reply.code(400).send(refuse("attachments", tooMuch));

    if (options.recipients) {
      // Before the proof of work is spent: the page reseals and sends again with the same one.
      const refusal = await recipientsRefusal(options.recipients, sealedTo(envelope));
      if (refusal) return reply.code(refusal.status).send(refusal.problem);
    }

    const verdict = await proofOfWork.verify(envelope.altcha);
    if (!verdict.ok) return reply.code(400).send(refuse("proof_of_work", verdict.reason));
    if (
      !(await store.useChallenge(verdict.signature, envelope.clientRequestId, verdict.expiresAt))
    ) {
      return reply
        .code(400)
        .send(refuse("proof_of_work", "This proof of work was already used. Please send again."));
    }

    let saved;
    try {
      saved = await store.save({
        clientRequestId: envelope.clientRequestId,
        formType: envelope.formType,
        formVersion: envelope.formVersion,
        ciphertext: envelope.ciphertext,
        sealedTo: sealedTo(envelope),
        attachments,
        statusHash: envelope.statusHash,
      });
    } catch (error) {
      if (error instanceof AttachmentsRefused) {
        return reply.code(400).send(refuse("attachments", error.message));
      }
      throw error;
    }
    request.log.info(
      { reference: saved.reference, formType: envelope.formType, retry: !saved.created },
      "submission stored",
    );
    // Kept without a link; the receipt says nothing (never the hash: it opens the stage).
    if (saved.unlinked) request.log.warn({ reference: saved.reference }, "status link not made");
    if (saved.created && options.onStored) {
      await options
        .onStored({ reference: saved.reference, formType: envelope.formType })
        .catch((error: unknown) =>
          request.log.error(
            { reference: saved.reference, err: { message: String(error) } },
            "notification not queued",
          ),
        );
    }
    return reply.code(saved.created ? 201 : 200).send(receipt(saved));
  });
};
