import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** The intake did not hand out a challenge: its HTTP status, and the API's reason if any. */
export class ChallengeError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number | undefined,
  ) {
    super(`challenge ${status}`);
    this.name = "ChallengeError";
  }
}

/** A 429's `Retry-After` (seconds), which @fastify/rate-limit sends; undefined without one. */
export function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Fetches a challenge from the intake and solves it in the page (Web Crypto SHA-256; the
 * awaits keep the page responsive), returning the payload the submission carries. A form
 * starts this when the visitor begins typing, so it is ready by the time they send.
 */
export async function solveProofOfWork(
  endpoint: string,
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetcher(`${endpoint}/challenge`, { signal, cache: "no-store" });
  if (!response.ok) throw new ChallengeError(response.status, retryAfterSeconds(response));
  const challenge: Challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}
