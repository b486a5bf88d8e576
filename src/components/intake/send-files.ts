import type { FileKind } from "@/lib/forms/form-types";
import type { SealedFile } from "@/lib/intake/upload";
import type { SubmitOutcome } from "@/lib/intake/submit";

type Client = typeof import("@/lib/intake/client");

/** A file the visitor chose, with the kind its first bytes showed (`sniffFile`). */
export type ChosenUpload = { file: File; kind: FileKind };

/**
 * What one request's files have come to, kept across "Try again": each chosen file sealed once
 * (the same upload id and bytes each try) and whether the intake has it.
 */
export type FileCache = { sealed: Map<File, SealedFile>; uploaded: Set<string> };

export const newFileCache = (): FileCache => ({ sealed: new Map(), uploaded: new Set() });

/**
 * Seals every chosen file (to the request's recipients) and uploads those the intake does not
 * have yet, each tried a few times. Resolves to the sealed files, or to why not: then nothing
 * else is sent, and the files stay chosen.
 */
export async function sendFiles(
  client: Client,
  cache: FileCache,
  files: readonly ChosenUpload[],
  endpoint: string,
  recipients: readonly string[],
): Promise<{ ok: true; files: SealedFile[] } | Extract<SubmitOutcome, { ok: false }>> {
  const sealed: SealedFile[] = [];
  for (const { file, kind } of files) {
    let one = cache.sealed.get(file);
    if (!one) {
      try {
        one = await client.sealFile(file, kind, recipients);
      } catch {
        return { ok: false, failure: "encryption" };
      }
      cache.sealed.set(file, one);
    }
    sealed.push(one);
  }
  for (const one of sealed) {
    if (cache.uploaded.has(one.uploadId)) continue;
    const failure = await client.uploadSealed(endpoint, one);
    if (failure) return failure;
    cache.uploaded.add(one.uploadId);
  }
  return { ok: true, files: sealed };
}
