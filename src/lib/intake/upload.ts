import type { FileKind } from "@/shared/wire/attachment-limits";
import { sealBytes } from "@/shared/age/seal";
import { retryAfterSeconds } from "./proof-of-work";
import type { SubmitOutcome } from "./submit";
import { busyOutcome, readBody, waitOutcome } from "./upload-tokens";

/**
 * A file sealed in the browser for one request: its ciphertext (binary age, to the same
 * recipients as the request), the upload id the page made, the ciphertext's SHA-256 and size
 * (what the envelope names), and what only the sealed payload carries: its name and type.
 */
export type SealedFile = {
  uploadId: string;
  sha256: string;
  bytes: number;
  body: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
  kind: FileKind;
  size: number;
};

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** `file` encrypted to every recipient; throws when there is none or encryption fails. */
export async function sealFile(
  file: File,
  kind: FileKind,
  recipients: readonly string[],
): Promise<SealedFile> {
  const sealed = await sealBytes(new Uint8Array(await file.arrayBuffer()), recipients);
  const body = new Uint8Array(sealed);
  return {
    uploadId: crypto.randomUUID(),
    sha256: hex(await crypto.subtle.digest("SHA-256", body)),
    bytes: body.byteLength,
    body,
    name: file.name,
    type: file.type,
    kind,
    size: file.size,
  };
}

type UploadOptions = {
  /** The upload token for this file (`requestUploadTokens`), sent as `upload-token`. */
  token?: string;
  fetcher?: typeof fetch;
  /** Tries in all (the same id each time: the intake stores it once). */
  attempts?: number;
  /** Waits before the second, third… try. */
  wait?: (attempt: number) => Promise<void>;
  timeoutMs?: number;
};

const pause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)));

type UploadFailure = Extract<SubmitOutcome, { ok: false }>;

const errorOf = async (response: Response) => (await readBody(response)).error;

/**
 * `PUT {endpoint}/uploads/{uploadId}` with its token, tried `attempts` times (3) while the
 * network or the server fails; a refusal (4xx) is not tried again. Resolves to undefined once
 * the intake has the file, "token-refused" when the intake wants a new token (expired), or to
 * why it has not: the caller then sends nothing. Too many files waiting (503 busy) is said as
 * "busy", with the intake's Retry-After.
 */
export async function uploadSealed(
  endpoint: string,
  file: SealedFile,
  options: UploadOptions = {},
): Promise<UploadFailure | "token-refused" | undefined> {
  const fetcher = options.fetcher ?? fetch;
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetcher(`${endpoint}/uploads/${file.uploadId}`, {
        method: "PUT",
        headers: {
          "content-type": "application/octet-stream",
          ...(options.token ? { "upload-token": options.token } : {}),
        },
        body: file.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      });
      if (response.ok) return undefined;
      if (response.status === 429) return waitOutcome("rate-limited", retryAfterSeconds(response));
      if (response.status === 401 || response.status === 403) {
        if ((await errorOf(response)) === "upload_token") return "token-refused";
      }
      if (response.status === 503 && (await errorOf(response)) === "busy") {
        return busyOutcome(response);
      }
      if (response.status < 500) return { ok: false, failure: "upload" };
    } catch {
      // Offline, aborted or timed out: try again.
    }
    if (attempt >= attempts) return { ok: false, failure: "upload" };
    await (options.wait ?? pause)(attempt);
  }
}

/** What the sealed payload says of each file: the envelope names it by upload id only. */
export const attachmentEntry = (file: SealedFile) => ({
  uploadId: file.uploadId,
  name: file.name,
  type: file.type,
  kind: file.kind,
  size: file.size,
});

/** What the envelope says of each file (`attachments`). */
export const envelopeEntry = (file: SealedFile) => ({
  uploadId: file.uploadId,
  sha256: file.sha256,
  bytes: file.bytes,
});
