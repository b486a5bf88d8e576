import type { FileKind } from "@/shared/wire/attachment-limits";
import { solveProofOfWork } from "./proof-of-work";
import { attachmentEntry, envelopeEntry, sealFile, uploadSealed, type SealedFile } from "./upload";
import { requestUploadTokens, type UploadToken } from "./upload-tokens";
import type { SubmitOutcome } from "./submit";

/** A file the visitor chose, with the kind its first bytes showed (`sniffFile`). */
export type ChosenUpload = { file: File; kind: FileKind };

/**
 * What one request's files have come to, kept across "Try again": each chosen file sealed once
 * (the same upload id and bytes each try), its upload token and whether the intake has it.
 */
type CachedFile = SealedFile & { uploaded?: true; token?: UploadToken | undefined };
export type FileCache = Map<File, CachedFile>;

type Failure = Extract<SubmitOutcome, { ok: false }>;

export type SendFilesOptions = {
  /**
   * The form's proof of work, solved while the visitor typed (`proof-cache.ts`): it pays for
   * the files' tokens, and then once more for the request itself (the intake keeps the two
   * uses apart). When the intake refuses it, or there is none, `solve` finds a fresh one.
   */
  proofOfWork?: () => Promise<string>;
  solve?: () => Promise<string>;
  fetcher?: typeof fetch;
  now?: () => number;
  /** Waits between an upload's tries (`uploadSealed`). */
  wait?: (attempt: number) => Promise<void>;
};

/** A token is asked for anew when it expires within this (it must still be good at the PUT). */
const TOKEN_MARGIN_MS = 60_000;

/** Tokens for every file of the request (one batch: a retry names the same one). */
async function fetchTokens(
  endpoint: string,
  sealed: readonly CachedFile[],
  options: SendFilesOptions,
): Promise<Failure | undefined> {
  const fresh = options.solve ?? (() => solveProofOfWork(endpoint, options.fetcher));
  const proofs = options.proofOfWork ? [options.proofOfWork, fresh] : [fresh];
  for (const proof of proofs) {
    const outcome = await requestUploadTokens(endpoint, sealed, proof, options.fetcher);
    if (outcome.ok) {
      for (const one of sealed) one.token = outcome.tokens.get(one.uploadId);
      return undefined;
    }
    if (!outcome.proofRefused) return outcome;
  }
  return { ok: false, failure: "upload" };
}

type Prepared =
  | {
      ok: true;
      /** The values to seal: with `attachments` (id, name, type, size) when there are files. */
      values: Record<string, unknown>;
      /** The envelope's `attachments` (id, hash, size), when there are files. */
      envelope: { attachments?: ReturnType<typeof envelopeEntry>[] };
    }
  | Extract<SubmitOutcome, { ok: false }>;

/**
 * Seals every chosen file (to the request's recipients), gets their upload tokens (one request
 * paid with the form's proof of work; again when a token has expired) and uploads those the
 * intake does not have yet, each tried a few times; then the values and envelope fields that
 * name them. Resolves to why not when one fails: then nothing else is sent, and the files stay
 * chosen (sealed, with their tokens, for "Try again"). In the chunk a form loads when the
 * visitor starts (client.ts).
 */
export async function sendFiles(
  cache: FileCache,
  files: readonly ChosenUpload[],
  endpoint: string | null,
  recipients: readonly string[],
  values: Record<string, unknown>,
  options: SendFilesOptions = {},
): Promise<Prepared> {
  if (files.length === 0 || !endpoint) return { ok: true, values, envelope: {} };
  const now = options.now ?? Date.now;
  const sealed: CachedFile[] = [];
  for (const { file, kind } of files) {
    let one = cache.get(file);
    if (!one) {
      try {
        one = await sealFile(file, kind, recipients);
      } catch {
        return { ok: false, failure: "encryption" };
      }
      cache.set(file, one);
    }
    sealed.push(one);
  }
  const waiting = sealed.filter((one) => !one.uploaded);
  if (waiting.some((one) => !one.token || one.token.expiresAt - TOKEN_MARGIN_MS <= now())) {
    const failure = await fetchTokens(endpoint, sealed, options);
    if (failure) return failure;
  }
  const put = (one: CachedFile) =>
    uploadSealed(endpoint, one, {
      ...(one.token ? { token: one.token.token } : {}),
      ...(options.fetcher ? { fetcher: options.fetcher } : {}),
      ...(options.wait ? { wait: options.wait } : {}),
    });
  for (const one of waiting) {
    let result = await put(one);
    if (result === "token-refused") {
      // Expired on the way (a slow upload before it): new tokens, then this file once more.
      const failure = await fetchTokens(endpoint, sealed, options);
      if (failure) return failure;
      result = await put(one);
    }
    if (result === "token-refused") return { ok: false, failure: "upload" };
    if (result) return result;
    one.uploaded = true;
  }
  return {
    ok: true,
    values: { ...values, attachments: sealed.map(attachmentEntry) },
    envelope: { attachments: sealed.map(envelopeEntry) },
  };
}
