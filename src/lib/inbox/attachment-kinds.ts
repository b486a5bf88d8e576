import { ATTACHMENT_LIMITS, type FileKind } from "@/shared/wire/attachment-limits";
import { own } from "./payload-text";

/*
 * How the inbox names and types a decrypted file, by the kind its bytes showed (sniff.ts, which
 * is loaded only when a file is opened, so the inbox's first visit does not carry it).
 */

/** How a kind is saved: its extension and MIME type (never the ones the payload names). */
export const KIND_FILES: Record<FileKind, { extension: string; mime: string; label: string }> = {
  pdf: { extension: "pdf", mime: "application/pdf", label: "PDF" },
  jpeg: { extension: "jpg", mime: "image/jpeg", label: "JPEG picture" },
  png: { extension: "png", mime: "image/png", label: "PNG picture" },
  heic: { extension: "heic", mime: "image/heic", label: "HEIC picture" },
  doc: { extension: "doc", mime: "application/msword", label: "Word document (.doc)" },
  docx: {
    extension: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word document (.docx)",
  },
};

/** The kinds the form of `formType` takes (none for a form that takes no files). */
export const kindsTakenBy = (formType: string): readonly FileKind[] =>
  own<{ kinds: readonly FileKind[] } | null>(ATTACHMENT_LIMITS, formType)?.kinds ?? [];

/** The name a file is saved under: `<reference>-<n>.<extension of its kind>`. */
export const savedName = (reference: string, index: number, kind: FileKind) =>
  `${reference}-${index + 1}.${KIND_FILES[kind].extension}`;
