import { useRef, useState } from "react";
import type { AttachmentLimits, FileKind } from "@/shared/wire/attachment-limits";
import { filesProblem, sniffFile } from "@/lib/forms/file-kind";
import type { ChosenUpload } from "@/lib/intake/send-files";

type Chosen = { file: File; kind: FileKind | undefined };

/**
 * Files as a visitor chose them, held to `limits` (null: the form takes none): every file
 * stays in the list even when it does not fit, and `problem` says why (kind from its first
 * bytes, size, count, total), so nothing is dropped silently. The referral's documents and a
 * status link's addition both use it.
 */
export function useChosenFiles(limits: AttachmentLimits | null) {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const kinds = useRef(new WeakMap<File, FileKind | undefined>());
  const latest = useRef(0);

  async function choose(files: File[]) {
    const call = ++latest.current;
    const next = await Promise.all(
      files.map(async (file) => {
        const kind = kinds.current.has(file) ? kinds.current.get(file) : await sniffFile(file);
        kinds.current.set(file, kind);
        return { file, kind };
      }),
    );
    // A later choice (or a clear) wins over one still being read.
    if (call === latest.current) setChosen(next);
  }

  function clear() {
    latest.current += 1;
    setChosen([]);
  }

  const problem = limits
    ? filesProblem(
        chosen.map(({ file, kind }) => ({ name: file.name, size: file.size, kind })),
        limits,
      )
    : undefined;
  const uploads: ChosenUpload[] = chosen.flatMap(({ file, kind }) =>
    kind ? [{ file, kind }] : [],
  );
  return { files: chosen.map(({ file }) => file), problem, uploads, choose, clear };
}
