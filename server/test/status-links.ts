import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ProofOfWork } from "../api/proof-of-work";
import type { SubmissionEnvelope } from "../../src/shared/wire/envelope";
import { solvedChallenge, testKeys, validEnvelope } from "./envelopes";

/** A status link's secret as the page makes it: 16 random bytes, base64url, no padding. */
export const newSecret = () => randomBytes(16).toString("base64url");

/** The envelope's `statusHash` of `secret` (SHA-256 of its characters, hex). */
export const hashOfSecret = (secret: string) =>
  createHash("sha256").update(secret, "ascii").digest("hex");

/** Sends `payload` as a request with a status link; its reference and the link's secret. */
export async function submitWithLink(
  app: FastifyInstance,
  proofOfWork: ProofOfWork,
  payload: unknown,
  overrides: Partial<SubmissionEnvelope> = {},
) {
  const secret = newSecret();
  const { recipient } = await testKeys();
  const envelope = await validEnvelope(recipient, payload, {
    altcha: await solvedChallenge(proofOfWork),
    statusHash: hashOfSecret(secret),
    ...overrides,
  });
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(envelope),
  });
  if (response.statusCode !== 201)
    throw new Error(`submit ${response.statusCode} ${response.body}`);
  const { reference } = response.json<{ reference: string }>();
  return { reference, secret, envelope };
}

/** `POST /api/v1/status` with `body` (a secret, or anything to be refused). */
export const lookUp = (app: FastifyInstance, body: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/v1/status",
    headers: { "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
