import type { FastifyPluginAsync } from "fastify";
import type { ProofOfWork } from "./proof-of-work";
import { problemResponses } from "./schemas";

export type ChallengeOptions = { proofOfWork: ProofOfWork };

/** An ALTCHA (v2) challenge, as altcha-lib's `createChallenge` makes it. */
const challengeSchema = {
  type: "object",
  required: ["parameters", "signature"],
  properties: {
    parameters: {
      type: "object",
      required: ["algorithm", "nonce", "salt", "cost", "keyLength", "keyPrefix", "expiresAt"],
      properties: {
        algorithm: { type: "string" },
        nonce: { type: "string" },
        salt: { type: "string" },
        cost: { type: "number" },
        keyLength: { type: "number" },
        keyPrefix: { type: "string" },
        keySignature: { type: "string" },
        expiresAt: { type: "number" },
      },
    },
    signature: { type: "string" },
  },
} as const;

/** `GET /api/v1/challenge`: a fresh signed proof-of-work challenge, never cached. */
export const challengeRoutes: FastifyPluginAsync<ChallengeOptions> = async (app, options) => {
  app.get(
    "/challenge",
    { schema: { response: { 200: challengeSchema, ...problemResponses } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return options.proofOfWork.issue();
    },
  );
};
