import { sealJson } from "@/shared/age/seal";
import type { StatusAddition } from "@/shared/wire/status";
import { sendToActiveRecipients } from "./active-send";
import { ChallengeError, retryAfterSeconds } from "./proof-of-work";
import { sendFiles, type ChosenUpload, type FileCache } from "./send-files";
import type { SubmitOutcome } from "./submit";
import { readBody } from "./upload-tokens";

type Failure = Extract<SubmitOutcome, { ok: false }>;

/** What one "send more" came to: the time the intake stored it, or why not (as a form's send). */
export type AdditionOutcome = { ok: true; at: string } | Failure;

/**
 * One addition to a request through its status link (issue 31): the visitor's message and
 * files, sealed in the page to the office's ACTIVE keys as a form is (`active-send.ts`: asked
 * right before sealing, sealed again once on 409 `stale_recipients`).
 */
export type AdditionSend = {
  endpoint: string | null;
  /** A pinned build's recipients, or null: the intake's active set. */
  pinned: readonly string[] | null;
  /** The link's secret, sent in the body only (never a URL). */
  secret: string;
  /** Made once per addition; a retry of the same message and files sends the same one. */
  clientRequestId: string;
  message: string;
  files: readonly ChosenUpload[];
  /** The files sealed once per recipients set, kept across "Try again" (send-files.ts). */
  cache: { files: FileCache; recipients: string | undefined };
  /** The proof for the files' upload tokens, then the one for this addition (proof-cache.ts). */
  proof: { forUploads: () => Promise<string>; take: (id: string) => Promise<string> };
  /** The visitor's language when not English (sealed, as a form's `language`). */
  language?: string | undefined;
  fetcher?: typeof fetch;
  /** Waits between an upload's tries (tests pass none). */
  wait?: (attempt: number) => Promise<void>;
};

const hasAt = (body: object): body is { at: string } =>
  "at" in body && typeof body.at === "string" && body.at !== "";

/** `POST {endpoint}/status/additions` and what its answer means for the visitor. */
async function post(endpoint: string, body: StatusAddition, fetcher: typeof fetch) {
  const response = await fetcher(`${endpoint}/status/additions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const answer: { error?: unknown; message?: unknown } = await readBody(response);
  if (response.ok) {
    return hasAt(answer)
      ? { ok: true as const, at: answer.at }
      : ({ ok: false, failure: "server" } as const);
  }
  const seconds = retryAfterSeconds(response);
  if (response.status === 429) {
    return {
      ok: false,
      failure: "rate-limited",
      ...(seconds ? { retryAfterSeconds: seconds } : {}),
    } as const;
  }
  if (response.status === 503 && answer.error === "not_set_up") {
    return { ok: false, failure: "not-connected" } as const;
  }
  const said = {
    ...(typeof answer.error === "string" ? { error: answer.error } : {}),
    ...(typeof answer.message === "string" ? { message: answer.message } : {}),
  };
  return { ok: false, failure: response.status < 500 ? "refused" : "server", ...said } as const;
}

/**
 * Seals and sends one addition: its files first (sealed, tokens paid with the proof, uploaded;
 * a file that cannot go means nothing is sent), then `{ kind: "addition", message, attachments }`
 * sealed to the same recipients (the file entries in a request's shape, so the inbox reads them
 * with the request's code), then the POST. Resolves to the stored time, or to why not.
 */
export async function sendAddition(send: AdditionSend): Promise<AdditionOutcome> {
  const { endpoint } = send;
  if (!endpoint) return { ok: false, failure: "not-connected" };
  const fetcher = send.fetcher ?? fetch;
  const attempt = async (recipients: readonly string[]): Promise<AdditionOutcome> => {
    if (send.cache.recipients !== recipients.join(",")) {
      // The office's keys changed: the files are sealed and uploaded anew.
      send.cache.files = new Map();
      send.cache.recipients = recipients.join(",");
    }
    const values = {
      kind: "addition",
      message: send.message,
      ...(send.language && send.language !== "en" ? { language: send.language } : {}),
    };
    const prepared = await sendFiles(send.cache.files, send.files, endpoint, recipients, values, {
      proofOfWork: send.proof.forUploads,
      fetcher,
      ...(send.wait ? { wait: send.wait } : {}),
    });
    if (!prepared.ok) return prepared;
    let ciphertext: string;
    try {
      ciphertext = await sealJson(prepared.values, recipients);
    } catch {
      return { ok: false, failure: "encryption" };
    }
    try {
      return await post(
        endpoint,
        {
          secret: send.secret,
          clientRequestId: send.clientRequestId,
          ciphertext,
          altcha: await send.proof.take(send.clientRequestId),
          sealedTo: [...recipients],
          ...(prepared.envelope.attachments ? { attachments: prepared.envelope.attachments } : {}),
        },
        fetcher,
      );
    } catch (error) {
      if (error instanceof ChallengeError && error.status === 429) {
        return { ok: false, failure: "rate-limited" };
      }
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return { ok: false, failure: timedOut ? "timeout" : "offline" };
    }
  };
  return sendToActiveRecipients({ endpoint, pinned: send.pinned, attempt, fetcher });
}
