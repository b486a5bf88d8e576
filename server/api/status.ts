import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { STATUS_GONE, statusQuerySchema } from "../../src/shared/wire/status";
import { RATE_LIMIT_WINDOW } from "../config";
import { linkState } from "../db/status-store";
import type { Store } from "../db/store";
import { problemResponses } from "./schemas";
import { statusAnswer, statusAnswerJsonSchema } from "./status-answer";

export type StatusOptions = {
  store: Store;
  /** The clock a link's expiry is read by (tests pass a controlled one). */
  now: () => Date;
  /** The API's limit per client (INTAKE_RATE_LIMIT): this route has as many, counted apart. */
  apiRateLimitMax: number;
};

/** SHA-256 of the secret's ASCII characters, lowercase hex: the envelope's `statusHash`. */
const hashOf = (secret: string) => createHash("sha256").update(secret, "ascii").digest("hex");

/** The 410 refusals' sentences (the page has its own words, and the phone). */
const GONE: Record<(typeof STATUS_GONE)[number], string> = {
  withdrawn: "This status link was withdrawn by the office. Please call us.",
  expired: "This status link has expired. Please call us.",
};

const schema = {
  body: {
    content: {
      "application/json": {
        schema: { description: "A status link's secret (src/shared/wire/status.ts)" },
      },
    },
  },
  response: { 200: statusAnswerJsonSchema, ...problemResponses },
};

/**
 * `POST /api/v1/status`: the stage of the request a status link names (issue 31). The secret
 * comes in the body, never a URL (the request log has the path only, app.ts; the body is never
 * logged), and is hashed here: only its SHA-256 is stored, and neither is ever logged.
 *
 * Timing: a known and an unknown secret take the same path up to the answer: one hash, ONE
 * query (statusByHash), then `linkState`. The query is an equality probe of the primary key's
 * B-tree on the SHA-256 of 128 random bits: where the probe ends tells nothing an attacker can
 * steer towards a real hash (no shared prefixes to learn from, unlike comparing the secret
 * itself), and a hit adds only the reading of one request's few rows, which is what a correct
 * secret's holder gets anyway. Guessing is hopeless (2^128) and rate-limited besides.
 */
export const statusRoutes: FastifyPluginAsync<StatusOptions> = async (app, options) => {
  // Lookups count apart from the rest of the API, as many per window as its limit. The status
  // page asks every 30 s while open and in view (20 a window) and on focus: counted with the
  // API, an open page would use up the share its visitor needs to send more (additions,
  // uploads, a challenge). Not tighter than the API's: fewer tries change nothing against 128
  // random bits, and a lookup is one index probe.
  const rateLimit = { max: options.apiRateLimitMax, timeWindow: RATE_LIMIT_WINDOW };
  app.post("/status", { schema, config: { rateLimit } }, async (request, reply) => {
    const parsed = statusQuerySchema.safeParse(request.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join(".") || "body",
        message: issue.message,
      }));
      return reply.code(400).send({
        error: "invalid_query",
        message: `The status query is not valid: ${issues.map((item) => item.path).join(", ")}.`,
        issues,
      });
    }
    const row = await options.store.statusLinks.statusByHash(hashOf(parsed.data.secret));
    const state = linkState(row, options.now());
    if (!row || state === "unknown") {
      return reply
        .code(404)
        .send({ error: "unknown", message: "There is no request for this link. Please call us." });
    }
    if (state !== "open") return reply.code(410).send({ error: state, message: GONE[state] });
    return reply.code(200).send(statusAnswer(row));
  });
};
