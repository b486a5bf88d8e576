import type { FormType, SubmissionEnvelope, SubmissionReceipt } from "@/shared/wire/envelope";
import { siteLocale } from "@/lib/locale/current";
import type { Locale } from "@/lib/locale/locales";
import { ChallengeError, retryAfterSeconds } from "./proof-of-work";

/**
 * Sends one request to the intake: sealed in the page, with its retry id, proof of work and
 * anti-abuse fields. Resolves to the receipt, or to why it was not stored: a caller tells the
 * visitor the truth either way, keeps what they typed, and offers "Try again" (a retry sends
 * the same client request id, so a request that did arrive is stored once).
 */
export type SubmitFailure =
  | "not-connected"
  | "encryption"
  | "offline"
  | "timeout"
  | "refused"
  | "rate-limited"
  /** The intake holds as many waiting files as it takes (503 busy): not this visitor's doing. */
  | "busy"
  | "server"
  /** A file could not be uploaded (after a few tries): the request was not sent either. */
  | "upload";

export type SubmitOutcome =
  | { ok: true; receipt: SubmissionReceipt }
  | {
      ok: false;
      failure: SubmitFailure;
      message?: string;
      /** "rate-limited", "busy": how long the intake asks to wait (its Retry-After), if it said. */
      retryAfterSeconds?: number;
      /** The intake's code for a refusal (`stale_recipients`: seal again to its new keys). */
      error?: string;
    };

export type SubmitRequest = {
  formType: FormType;
  formVersion: number;
  /** What the visitor typed; it leaves the page only inside the ciphertext. */
  values: Record<string, unknown>;
  clientRequestId: string;
  honeypot: string;
  fillTimeMs: number;
  /** The recipients `seal` encrypts to (public), named in the envelope for the inbox. */
  sealedTo?: readonly string[];
  /**
   * The language the visitor used (the page's: `siteLocale` unless given). Sealed with the
   * values as `language: "es"` when not English, so the inbox shows the request is in Spanish;
   * the server never sees it.
   */
  language?: Locale;
  /** The request's files, uploaded already: named in the envelope by id, hash and size. */
  attachments?: readonly { uploadId: string; sha256: string; bytes: number }[];
  /** SHA-256 of the status link's secret (status-link.ts): the secret itself stays in the page. */
  statusHash?: string;
};

/** What is sealed: the values, and the visitor's language when it is not English. */
/** @internal Exported for tests. */
export function payloadOf(request: Pick<SubmitRequest, "values" | "language">) {
  const language = request.language ?? siteLocale;
  return language === "en" ? request.values : { ...request.values, language };
}

export type IntakeClient = {
  /** The API's base URL (`/api/v1`), or null when this build has no intake. */
  endpoint: string | null;
  seal: (values: unknown) => Promise<string>;
  proofOfWork: () => Promise<string>;
  fetcher?: typeof fetch;
  timeoutMs?: number;
};

/** The refusal's `{ error, message }`, as far as it has them. */
const readProblem = async (response: Response): Promise<{ message?: string; error?: string }> => {
  try {
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null) return {};
    return {
      ...("message" in body ? { message: String(body.message) } : {}),
      ...("error" in body && typeof body.error === "string" ? { error: body.error } : {}),
    };
  } catch {
    return {};
  }
};

const isReceipt = (body: unknown): body is SubmissionReceipt =>
  typeof body === "object" &&
  body !== null &&
  "reference" in body &&
  typeof body.reference === "string" &&
  "receivedAt" in body &&
  typeof body.receivedAt === "string";

const rateLimited = (seconds: number | undefined, message?: string): SubmitOutcome => ({
  ok: false,
  failure: "rate-limited",
  ...(message === undefined ? {} : { message }),
  ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
});

export async function submitToIntake(
  client: IntakeClient,
  request: SubmitRequest,
): Promise<SubmitOutcome> {
  if (!client.endpoint) return { ok: false, failure: "not-connected" };
  let ciphertext: string;
  try {
    ciphertext = await client.seal(payloadOf(request));
  } catch {
    return { ok: false, failure: "encryption" };
  }
  const fetcher = client.fetcher ?? fetch;
  try {
    const envelope: SubmissionEnvelope = {
      formType: request.formType,
      formVersion: request.formVersion,
      clientRequestId: request.clientRequestId,
      ciphertext,
      altcha: await client.proofOfWork(),
      honeypot: request.honeypot,
      fillTimeMs: Math.max(0, Math.round(request.fillTimeMs)),
      ...(request.sealedTo?.length ? { sealedTo: [...request.sealedTo] } : {}),
      ...(request.attachments?.length ? { attachments: [...request.attachments] } : {}),
      ...(request.statusHash ? { statusHash: request.statusHash } : {}),
    };
    const response = await fetcher(`${client.endpoint}/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope),
      signal: AbortSignal.timeout(client.timeoutMs ?? 20_000),
    });
    if (response.ok) {
      const body: unknown = await response.json();
      return isReceipt(body) ? { ok: true, receipt: body } : { ok: false, failure: "server" };
    }
    const { message, error } = await readProblem(response);
    if (response.status === 429) return rateLimited(retryAfterSeconds(response), message);
    // A production intake still on the sample keys takes nothing: the build's "not connected".
    if (response.status === 503 && error === "not_set_up") {
      return { ok: false, failure: "not-connected" };
    }
    const code = error === undefined ? {} : { error };
    if (response.status >= 400 && response.status < 500) {
      return { ok: false, failure: "refused", message, ...code };
    }
    return { ok: false, failure: "server", message, ...code };
  } catch (error) {
    // The challenge was refused before anything was sent: too many requests is not "offline".
    if (error instanceof ChallengeError && error.status === 429) {
      return rateLimited(error.retryAfterSeconds);
    }
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { ok: false, failure: "timeout" };
    }
    return { ok: false, failure: "offline" };
  }
}
