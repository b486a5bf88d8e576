import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

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
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge: Challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}
