import { ChallengeError, retryAfterSeconds } from "./proof-of-work";
import type { SubmitOutcome } from "./submit";

/** A token the intake gave for one upload (`POST {endpoint}/upload-tokens`). */
export type UploadToken = { token: string; expiresAt: number };

type Failure = Extract<SubmitOutcome, { ok: false }>;

export type TokensOutcome =
  | { ok: true; tokens: Map<string, UploadToken> }
  /** `proofRefused`: the proof was expired, used for other files or not valid: solve anew. */
  | (Failure & { proofRefused?: true });

/**
 * An answer's JSON body when it is an object (`{}` when not JSON): the token request and the
 * upload (`uploadSealed`) read its `error`.
 */
export const readBody = async (
  response: Response,
): Promise<{ error?: unknown; tokens?: unknown }> => {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
};

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;

function tokensOf(body: { tokens?: unknown }): Map<string, UploadToken> | undefined {
  if (!Array.isArray(body.tokens)) return undefined;
  const tokens = new Map<string, UploadToken>();
  for (const item of body.tokens) {
    const uploadId = field(item, "uploadId");
    const token = field(item, "token");
    if (typeof uploadId !== "string" || typeof token !== "string") return undefined;
    tokens.set(uploadId, { token, expiresAt: Date.parse(String(field(item, "expiresAt"))) || 0 });
  }
  return tokens;
}

/** A refusal that asks the visitor to wait: how long, when the intake said (its Retry-After). */
export const waitOutcome = (
  failure: "rate-limited" | "busy",
  seconds: number | undefined,
): Failure => ({ ok: false, failure, ...(seconds ? { retryAfterSeconds: seconds } : {}) });

/** The intake is over its caps on waiting files (503 busy): wait as it says, then try again. */
export const busyOutcome = (response: Response): Failure =>
  waitOutcome("busy", retryAfterSeconds(response));

/**
 * Asks the intake for one token per file (a request's files, all of them: the proof is bound
 * to that batch, so a retry names the same batch), paying with a solved proof of work.
 */
export async function requestUploadTokens(
  endpoint: string,
  files: readonly { uploadId: string; bytes: number }[],
  proofOfWork: () => Promise<string>,
  fetcher: typeof fetch = fetch,
): Promise<TokensOutcome> {
  try {
    const altcha = await proofOfWork();
    const response = await fetcher(`${endpoint}/upload-tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        altcha,
        uploads: files.map(({ uploadId, bytes }) => ({ uploadId, bytes })),
      }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = await readBody(response);
    if (response.ok) {
      const tokens = tokensOf(body);
      return tokens ? { ok: true, tokens } : { ok: false, failure: "server" };
    }
    if (response.status === 429) return waitOutcome("rate-limited", retryAfterSeconds(response));
    if (response.status === 503 && body.error === "busy") return busyOutcome(response);
    // A production intake still on the sample keys (server/api/recipients.ts): nothing is sent.
    if (response.status === 503 && body.error === "not_set_up") {
      return { ok: false, failure: "not-connected" };
    }
    if (response.status === 400 && body.error === "proof_of_work") {
      return { ok: false, failure: "upload", proofRefused: true };
    }
    return { ok: false, failure: response.status < 500 ? "upload" : "server" };
  } catch (error) {
    if (error instanceof ChallengeError && error.status === 429) {
      return waitOutcome("rate-limited", error.retryAfterSeconds);
    }
    return { ok: false, failure: "upload" };
  }
}
