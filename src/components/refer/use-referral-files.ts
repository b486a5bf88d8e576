import { useRef, useState } from "react";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { fieldIds } from "@/components/ui/form-field";
import { ATTACHMENT_LIMITS, type FileKind } from "@/shared/wire/attachment-limits";
import { filesProblem, sniffFile } from "@/lib/forms/file-kind";
import type { ChosenUpload } from "@/lib/intake/send-files";
import { REFERRAL_FILES_FIELD } from "./referral-documents";

const limits = ATTACHMENT_LIMITS.referral;

type Chosen = { file: File; kind: FileKind | undefined };

/**
 * The referral's documents as chosen: every file stays in the list (with its Remove button)
 * even when it does not fit, and `problem` says why (kind from its first bytes, size, count,
 * total), so nothing is dropped silently; the form sends only while there is no problem.
 * `errors` is the problem for the error summary, `focus` moves to the input.
 */
export function useReferralFiles(idPrefix: string) {
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
    // A later choice (or Start again) wins over one still being read.
    if (call === latest.current) setChosen(next);
  }

  function clear() {
    latest.current += 1;
    setChosen([]);
  }

  const problem = filesProblem(
    chosen.map(({ file, kind }) => ({ name: file.name, size: file.size, kind })),
    limits,
  );
  const uploads: ChosenUpload[] = chosen.flatMap(({ file, kind }) =>
    kind ? [{ file, kind }] : [],
  );
  const inputId = fieldIds(REFERRAL_FILES_FIELD, idPrefix).inputId;
  return {
    files: chosen.map(({ file }) => file),
    problem,
    errors: errorSummaryItems(
      [REFERRAL_FILES_FIELD],
      { attachments: { message: problem } },
      idPrefix,
    ),
    focus: () => document.getElementById(inputId)?.focus(),
    uploads,
    choose,
    clear,
  };
}
