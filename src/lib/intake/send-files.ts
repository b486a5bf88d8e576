import type { FileKind } from "@/lib/forms/attachment-limits";
import { attachmentEntry, envelopeEntry, sealFile, uploadSealed, type SealedFile } from "./upload";
import type { SubmitOutcome } from "./submit";

/** A file the visitor chose, with the kind its first bytes showed (`sniffFile`). */
export type ChosenUpload = { file: File; kind: FileKind };

/**
 * What one request's files have come to, kept across "Try again": each chosen file sealed once
 * (the same upload id and bytes each try) and whether the intake has it.
 */
export type FileCache = Map<File, SealedFile & { uploaded?: true }>;

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
 * Seals every chosen file (to the request's recipients) and uploads those the intake does not
 * have yet, each tried a few times; then the values and envelope fields that name them.
 * Resolves to why not when one fails: then nothing else is sent, and the files stay chosen.
 * In the chunk a form loads when the visitor starts (client.ts).
 */
export async function sendFiles(
  cache: FileCache,
  files: readonly ChosenUpload[],
  endpoint: string | null,
  recipients: readonly string[],
  values: Record<string, unknown>,
): Promise<Prepared> {
  if (files.length === 0 || !endpoint) return { ok: true, values, envelope: {} };
  const sealed: (SealedFile & { uploaded?: true })[] = [];
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
  for (const one of sealed) {
    if (one.uploaded) continue;
    const failure = await uploadSealed(endpoint, one);
    if (failure) return failure;
    one.uploaded = true;
  }
  return {
    ok: true,
    values: { ...values, attachments: sealed.map(attachmentEntry) },
    envelope: { attachments: sealed.map(envelopeEntry) },
  };
}
