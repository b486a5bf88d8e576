import { readStatusAnswer, type StatusData } from "@/lib/status/answer";

/** Why the page shows no stage (each has its words in statusCopy.problems, and the phone). */
export type StatusProblem =
  "missing" | "unknown" | "withdrawn" | "expired" | "rateLimited" | "offline" | "notConnected";

export type LookupResult = { ok: true; data: StatusData } | { ok: false; problem: StatusProblem };

/** The intake's refusal code, if the body has one (never trusted beyond a comparison). */
async function errorCode(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" &&
      body !== null &&
      Object.hasOwn(body, "error") &&
      "error" in body
      ? body.error
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the intake for the request's stage: the secret in the body of a POST (never in a URL,
 * so it is in no log line or history entry), to this site's own API only.
 */
export async function lookUpStatus(
  endpoint: string | null,
  secret: string,
  fetcher: typeof fetch = fetch,
): Promise<LookupResult> {
  if (!endpoint) return { ok: false, problem: "notConnected" };
  let response: Response;
  try {
    response = await fetcher(`${endpoint}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret }),
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, problem: "offline" };
  }
  if (response.status === 404) return { ok: false, problem: "unknown" };
  if (response.status === 410) {
    const code = await errorCode(response);
    return { ok: false, problem: code === "withdrawn" ? "withdrawn" : "expired" };
  }
  if (response.status === 429) return { ok: false, problem: "rateLimited" };
  if (!response.ok) return { ok: false, problem: "offline" };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: "offline" };
  }
  const data = readStatusAnswer(body);
  return data ? { ok: true, data } : { ok: false, problem: "offline" };
}
