import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { ageFileProblem } from "../../src/shared/age/header";
import { attachmentsProblem } from "../../src/shared/wire/attachments";
import { FORM_TYPES } from "../../src/shared/wire/form-types";
import { statusAdditionSchema } from "../../src/shared/wire/status";
import { additionByClientId, storeAddition, MAX_ADDITIONS } from "../db/additions-store";
import type { Database } from "../db/schema";
import { linkByHash, linkState } from "../db/status-store";
import type { Store } from "../db/store";
import { AttachmentsRefused } from "../db/uploads-store";
import type { RecipientsSource } from "./active-recipients";
import type { ProofOfWork } from "./proof-of-work";
import { problemResponses } from "./schemas";
import { recipientsRefusal, sealedTo } from "./submissions";

export type StatusAdditionsOptions = {
  db: Kysely<Database>;
  store: Store;
  proofOfWork: ProofOfWork;
  now: () => Date;
  /** Who an addition must be sealed to (as a request); none: not checked (tests). */
  recipients?: RecipientsSource | undefined;
};

const refuse = (error: string, message: string) => ({ error, message });

/** The link's refusals: the same codes as `POST /api/v1/status` (src/shared/wire/status.ts). */
const GONE = {
  unknown: [404, refuse("unknown", "There is no request for this link. Please call us.")],
  withdrawn: [
    410,
    refuse("withdrawn", "This status link was withdrawn by the office. Please call us."),
  ],
  expired: [410, refuse("expired", "This status link has expired. Please call us.")],
} as const;

const TAKEN = {
  closed: refuse(
    "closed",
    "This request is closed, so nothing more can be added to it. Please call us.",
  ),
  too_many: refuse(
    "too_many_additions",
    `This request has taken ${MAX_ADDITIONS} additions, the most it takes. Please call us to send more.`,
  ),
  other_request: refuse("conflict", "This addition was sent for another request."),
} as const;

const hashOf = (secret: string) => createHash("sha256").update(secret, "ascii").digest("hex");

const schema = {
  body: {
    content: {
      "application/json": {
        schema: { description: "An addition (statusAdditionSchema, src/shared/wire/status.ts)" },
      },
    },
  },
  response: {
    200: { type: "object", required: ["at"], properties: { at: { type: "string" } } },
    201: { type: "object", required: ["at"], properties: { at: { type: "string" } } },
    ...problemResponses,
  },
};

/**
 * `POST /api/v1/status/additions`: more for a request through its status link, checked as a
 * submission is (age header, recipients, proof of work used once, uploads with their hashes
 * within the request's form limits); at most `MAX_ADDITIONS`, none once closed. A retry with
 * the same `clientRequestId` answers 200 with the first time, before the proof is looked at.
 * Never logs the body, the secret or its hash.
 */
export const statusAdditionsRoutes: FastifyPluginAsync<StatusAdditionsOptions> = async (
  app,
  options,
) => {
  const { db, store, proofOfWork } = options;

  app.post("/status/additions", { schema }, async (request, reply) => {
    const parsed = statusAdditionSchema.safeParse(request.body);
    const notAge = parsed.success ? ageFileProblem(parsed.data.ciphertext) : undefined;
    if (!parsed.success || notAge) {
      const issues = parsed.success
        ? [{ path: "ciphertext", message: notAge ?? "" }]
        : parsed.error.issues.map((issue) => ({
            path: issue.path.join("."),
            message: issue.message,
          }));
      return reply
        .code(400)
        .send({ ...refuse("invalid_addition", "The request is not a valid addition."), issues });
    }
    const body = parsed.data;
    const link = await linkByHash(db, hashOf(body.secret));
    const state = linkState(link, options.now());
    if (!link || state !== "open") {
      const [status, problem] = GONE[state === "open" ? "unknown" : state];
      return reply.code(status).send(problem);
    }
    const earlier = await additionByClientId(db, body.clientRequestId);
    if (earlier && earlier.submission_id === link.submissionId) {
      return reply.code(200).send({ at: earlier.created_at.toISOString() });
    }
    if (link.status === "closed") return reply.code(409).send(TAKEN.closed);
    const formType = FORM_TYPES.find((type) => type === link.formType) ?? "contact";
    const attachments = body.attachments ?? [];
    const tooMuch = attachmentsProblem(formType, attachments);
    if (tooMuch) return reply.code(400).send(refuse("attachments", tooMuch));
    if (options.recipients) {
      // Before the proof of work is spent: the page reseals and sends again with the same one.
      const refusal = await recipientsRefusal(options.recipients, sealedTo(body));
      if (refusal) return reply.code(refusal.status).send(refusal.problem);
    }
    const verdict = await proofOfWork.verify(body.altcha);
    if (!verdict.ok) return reply.code(400).send(refuse("proof_of_work", verdict.reason));
    if (!(await store.useChallenge(verdict.signature, body.clientRequestId, verdict.expiresAt))) {
      return reply
        .code(400)
        .send(refuse("proof_of_work", "This proof of work was already used. Please send again."));
    }
    let result;
    try {
      result = await storeAddition(
        db,
        {
          submissionId: link.submissionId,
          reference: link.reference,
          clientRequestId: body.clientRequestId,
          ciphertext: body.ciphertext,
          sealedTo: sealedTo(body),
          attachments,
        },
        options.now(),
      );
    } catch (error) {
      if (error instanceof AttachmentsRefused) {
        return reply.code(400).send(refuse("attachments", error.message));
      }
      throw error;
    }
    if (!result.ok) return reply.code(409).send(TAKEN[result.reason]);
    request.log.info(
      { reference: link.reference, files: attachments.length, retry: !result.created },
      "addition stored",
    );
    return reply.code(result.created ? 201 : 200).send({ at: result.at.toISOString() });
  });
};
