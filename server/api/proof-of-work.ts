import { createHmac, randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "../../src/shared/wire/zod";
import { ALTCHA_MAX_COUNTER, ALTCHA_TTL_MS } from "../config";

/**
 * ALTCHA proof of work, self-hosted: `GET /api/v1/challenge` hands out a signed SHA-256
 * challenge whose answer is a counter below `maxCounter`; the page finds it in the background
 * while the visitor types (altcha-lib's solver, about a second on a phone) and sends it with the
 * submission. No third party, no cookie, nothing about the visitor kept.
 */
export type ProofOfWorkOptions = {
  /** HMAC secret signing the challenges (ALTCHA_HMAC_KEY); random per process when absent. */
  secret?: string | undefined;
  /** Highest counter a challenge may need (its difficulty). */
  maxCounter?: number;
  /** How long a challenge may be used. */
  ttlMs?: number;
  now?: () => number;
};

export type Verdict =
  { ok: true; signature: string; expiresAt: Date } | { ok: false; reason: string };

const ALGORITHM = "SHA-256";

/** What the page sends: base64 of `{ challenge, solution }` (the ALTCHA payload). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.optional(z.string()),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.int(), derivedKey: z.string(), time: z.optional(z.number()) }),
});

function decodePayload(payload: string) {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createProofOfWork(options: ProofOfWorkOptions = {}) {
  const secret = options.secret || randomBytes(32).toString("base64url");
  const keySecret = `${secret}:key`;
  const maxCounter = options.maxCounter ?? ALTCHA_MAX_COUNTER;
  const ttlMs = options.ttlMs ?? ALTCHA_TTL_MS;
  const now = options.now ?? Date.now;

  return {
    /** A key for the intake's other short-lived signatures (upload tokens), from the same secret. */
    derivedKey: (purpose: string) => createHmac("sha256", secret).update(purpose).digest(),

    issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 2), maxCounter),
        deriveKey,
        expiresAt: new Date(now() + ttlMs),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(payload: string): Promise<Verdict> {
      const decoded = decodePayload(payload);
      if (!decoded) return { ok: false, reason: "The proof of work could not be read." };
      const { challenge, solution } = decoded;
      const { expiresAt } = challenge.parameters;
      if (expiresAt * 1000 <= now()) {
        return { ok: false, reason: "The proof of work has expired. Please send again." };
      }
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) {
          return { ok: false, reason: "The proof of work is not valid." };
        }
        return { ok: true, signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) };
      } catch {
        return { ok: false, reason: "The proof of work is not valid." };
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
