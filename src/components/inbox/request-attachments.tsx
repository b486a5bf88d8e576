import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { inboxSafetyCopy as safety } from "@/content/inbox-safety";
import type { FileKind } from "@/shared/wire/attachment-limits";
import { formatBytes } from "@/lib/forms/file-kind";
import { openAttachment, type AgeIdentity } from "@/lib/inbox/age-files";
import type { AttachmentEntry } from "@/lib/inbox/attachment-entries";
import { KIND_FILES, kindsTakenBy, savedName } from "@/lib/inbox/attachment-kinds";
import { saveBlob } from "@/lib/inbox/save-blob";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";

const copy = inboxViewCopy.request;

/** Where one file is: not opened yet, being opened, refused, held for a warning, saved. */
type FileState =
  | { step: "opening" }
  | { step: "refused"; text: string }
  | { step: "warned"; kind: FileKind; bytes: Uint8Array }
  | { step: "saved"; name: string };

/** Saves `bytes` as `name` with the MIME type of `kind` (never the type the payload names). */
function save(bytes: Uint8Array, name: string, kind: FileKind) {
  saveBlob(new Blob([new Uint8Array(bytes)], { type: KIND_FILES[kind].mime }), name);
}

/**
 * A request's files: each fetched as ciphertext (audited as a download) and decrypted in this
 * browser with the key that opened the request. Its bytes decide: a kind the form does not
 * take is refused (not saved, no "open anyway"); a Word document with macros is held until
 * staff choose to save it after a warning; anything else is saved as
 * `<reference>-<n>.<extension of its kind>`. The visitor's name is only shown.
 */
export function RequestAttachments({
  reference,
  formType,
  files,
  identity,
  heading = copy.attachments,
  headingId = "attachments-title",
  savedAs = reference,
}: {
  reference: string;
  formType: string;
  files: AttachmentEntry[];
  identity: AgeIdentity;
  /** An addition's files: their heading, its id and the stem of their saved names. */
  heading?: string;
  headingId?: string;
  savedAs?: string;
}) {
  const { client } = useWorkbench();
  const [states, setStates] = useState<ReadonlyMap<number, FileState>>(new Map());
  const [error, setError] = useState("");
  const busy = [...states.values()].some((state) => state.step === "opening");
  const set = (index: number, state: FileState | undefined) =>
    setStates((previous) => {
      const next = new Map(previous);
      if (state) next.set(index, state);
      else next.delete(index);
      return next;
    });

  function keep(index: number, kind: FileKind, bytes: Uint8Array) {
    const name = savedName(savedAs, index, kind);
    save(bytes, name, kind);
    set(index, { step: "saved", name });
  }

  async function open(index: number, file: AttachmentEntry) {
    if (busy || states.get(index)?.step === "refused") return;
    set(index, { step: "opening" });
    setError("");
    try {
      const sealed = await client.attachment(reference, file.uploadId);
      const opened = await openAttachment(sealed, [identity]);
      if (!opened.kind) return set(index, { step: "refused", text: safety.refused });
      if (!kindsTakenBy(formType).includes(opened.kind)) {
        const text = safety.notTaken(KIND_FILES[opened.kind].label);
        return set(index, { step: "refused", text });
      }
      if (opened.macros) {
        return set(index, { step: "warned", kind: opened.kind, bytes: opened.bytes });
      }
      keep(index, opened.kind, opened.bytes);
    } catch (caught) {
      set(index, undefined);
      setError(caught instanceof Error && caught.message ? caught.message : copy.downloadFailed);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-attachments>
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {files.map((file, index) => {
          const state = states.get(index);
          return (
            <li key={index} className="flex flex-col gap-2" data-attachment={index + 1}>
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  onClick={() => void open(index, file)}
                  aria-disabled={busy || state?.step === "refused" || undefined}
                  className={buttonVariants({ variant: "secondary" })}
                >
                  <Icon name="download" />
                  {copy.download(file.name || safety.unnamed)}
                </button>
                <span className="text-muted">
                  {state?.step === "opening"
                    ? copy.downloading
                    : file.size !== undefined && formatBytes(file.size)}
                </span>
              </div>
              <FileNotice state={state} onKeep={(kind, bytes) => keep(index, kind, bytes)} />
            </li>
          );
        })}
      </ul>
      <Problem text={error} />
    </section>
  );
}

function FileNotice({
  state,
  onKeep,
}: {
  state: FileState | undefined;
  onKeep: (kind: FileKind, bytes: Uint8Array) => void;
}) {
  if (state?.step === "refused") return <Problem text={state.text} />;
  if (state?.step === "saved") return <p data-saved-as>{safety.savedAs(state.name)}</p>;
  if (state?.step !== "warned") return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border-2 border-accent-700 p-3">
      <p className="font-semibold">{safety.macros}</p>
      <button
        type="button"
        className={buttonVariants({ variant: "secondary", className: "self-start" })}
        onClick={() => onKeep(state.kind, state.bytes)}
      >
        {safety.saveAnyway}
      </button>
    </div>
  );
}
