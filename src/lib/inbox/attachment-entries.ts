import { MAX_ATTACHMENTS } from "@/shared/wire/attachment-limits";
import { clip, stripInvisible } from "./payload-text";

/**
 * The files a request's sealed payload lists (`attachmentEntry` in src/lib/intake/upload.ts),
 * read defensively: the payload is whatever JSON the visitor's browser sealed.
 */
export type AttachmentEntry = {
  uploadId: string;
  /** The visitor's name for it, without bidi or zero-width characters: shown, never saved. */
  name: string;
  /** Bytes as the visitor's page measured them; undefined when the payload says no number. */
  size: number | undefined;
};

function entryOf(value: unknown): AttachmentEntry | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const field = (key: string): unknown =>
    Object.hasOwn(value, key) ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined;
  const uploadId = field("uploadId");
  const name = field("name");
  const size = field("size");
  if (typeof uploadId !== "string" || uploadId === "") return undefined;
  return {
    uploadId,
    name: typeof name === "string" ? clip(stripInvisible(name).trim(), 120) : "",
    size: typeof size === "number" && Number.isFinite(size) && size >= 0 ? size : undefined,
  };
}

/** The files listed in a request's sealed payload (none when it lists none; at most 8). */
export function attachmentsOf(payload: Record<string, unknown>): AttachmentEntry[] {
  const listed = Object.hasOwn(payload, "attachments") ? payload.attachments : undefined;
  if (!Array.isArray(listed)) return [];
  return listed
    .slice(0, MAX_ATTACHMENTS)
    .map(entryOf)
    .filter((entry) => entry !== undefined);
}
