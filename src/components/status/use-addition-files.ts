import { useRef, useState } from "react";
import { ATTACHMENT_LIMITS, type FileKind } from "@/shared/wire/attachment-limits";
import type { FormType } from "@/shared/wire/form-types";
import { filesProblem, sniffFile } from "@/lib/forms/file-kind";
import type { ChosenUpload } from "@/lib/intake/send-files";

type Chosen = { file: File; kind: FileKind | undefined };

/**
 * The files an addition carries, held to the limits of the request's own form (a referral's
 * documents, an application's one résumé; none for the others): the referral form's checks
 * (kind from the first bytes, size, count, total: `filesProblem`), every chosen file kept in
 * the list with its Remove, `problem` saying why one does not fit. `limits` is null for a
 * form that takes no files: the page then offers a message only.
 */
export function useAdditionFiles(formType: FormType) {
  const limits = ATTACHMENT_LIMITS[formType];
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
  return { limits, files: chosen.map(({ file }) => file), problem, uploads, choose, clear };
}
