import { useState } from "react";
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { openBytes, type AgeIdentity } from "@/lib/inbox/age-files";
import { formatBytes } from "@/lib/forms/file-kind";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";

const copy = inboxViewCopy.request;

/** What the sealed payload says of a file (`attachmentEntry` in src/lib/intake/upload.ts). */
type AttachmentEntry = { uploadId: string; name: string; type: string; size: number };

const isEntry = (value: unknown): value is AttachmentEntry =>
  typeof value === "object" &&
  value !== null &&
  "uploadId" in value &&
  typeof value.uploadId === "string" &&
  "name" in value &&
  typeof value.name === "string";

/** The files listed in a request's sealed payload (none when it lists none). */
export const attachmentsOf = (payload: Record<string, unknown>): AttachmentEntry[] =>
  Array.isArray(payload.attachments) ? payload.attachments.filter(isEntry) : [];

/**
 * A request's files: each fetched as ciphertext (audited as a download), decrypted in this
 * browser with the key that opened the request, and saved under the name the visitor's file
 * had (which only the sealed payload holds).
 */
export function RequestAttachments({
  reference,
  files,
  identity,
}: {
  reference: string;
  files: AttachmentEntry[];
  identity: AgeIdentity;
}) {
  const { client } = useWorkbench();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");

  async function download(file: AttachmentEntry) {
    setBusy(file.uploadId);
    setError("");
    try {
      const sealed = await client.attachment(reference, file.uploadId);
      const plain = await openBytes(sealed, [identity]);
      const url = URL.createObjectURL(
        new Blob([new Uint8Array(plain)], { type: file.type || "application/octet-stream" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : copy.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-3" data-attachments>
      <h2 id="attachments-title" className="text-xl font-bold text-brand-900">
        {copy.attachments}
      </h2>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <li key={file.uploadId} className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void download(file)}
              aria-disabled={busy !== null || undefined}
              className={buttonVariants({ variant: "secondary" })}
            >
              <Download aria-hidden="true" />
              {copy.download(file.name)}
            </button>
            <span className="text-muted">
              {busy === file.uploadId ? copy.downloading : formatBytes(file.size)}
            </span>
          </li>
        ))}
      </ul>
      <Problem text={error} />
    </section>
  );
}
