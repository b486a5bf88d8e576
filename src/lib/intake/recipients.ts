import { AGE_RECIPIENT } from "@/shared/wire/form-types";
import type { SubmitOutcome } from "./submit";

/** What `GET <endpoint>/recipients` says (server/api/recipients.ts). */
export type LiveRecipients = { recipients: string[]; sample: boolean };

type Failure = Extract<SubmitOutcome, { ok: false }>;

const isLive = (body: unknown): body is LiveRecipients =>
  typeof body === "object" &&
  body !== null &&
  "recipients" in body &&
  Array.isArray(body.recipients) &&
  body.recipients.length > 0 &&
  body.recipients.every((item) => typeof item === "string" && AGE_RECIPIENT.test(item)) &&
  "sample" in body &&
  typeof body.sample === "boolean";

/**
 * Who the intake takes requests sealed to now: the office's active keys, registered in the
 * inbox (no rebuild), or the samples until it sets them up (`sample`). Never cached (a key
 * changes under an open page). A network failure is "offline", a bad answer "server": nothing
 * is sealed or sent then.
 */
export async function fetchRecipients(
  endpoint: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = 20_000,
): Promise<({ ok: true } & LiveRecipients) | Failure> {
  let response: Response;
  try {
    response = await fetcher(`${endpoint}/recipients`, {
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, failure: timedOut ? "timeout" : "offline" };
  }
  try {
    const body: unknown = response.ok ? await response.json() : undefined;
    if (isLive(body)) return { ok: true, recipients: body.recipients, sample: body.sample };
  } catch {
    // Not JSON: below.
  }
  return { ok: false, failure: "server" };
}
