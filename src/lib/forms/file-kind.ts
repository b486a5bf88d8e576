import { fileInputCopy } from "@/content/file-input";
import type { AttachmentLimits, FileKind } from "@/shared/wire/attachment-limits";

/** In the page's language: the Spanish build swaps in `src/content/es/file-input.ts`. */
const problems = fileInputCopy.problems;

/**
 * What a chosen file is, by its first bytes (its name can say anything), and whether the files
 * chosen for a form fit its limits (`ATTACHMENT_LIMITS`). The page checks both before it
 * seals a file, and says what is wrong by the field.
 */

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const HEIC_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"];

/**
 * The kind of a file from its first 16 bytes or more, and its name for a ZIP (a .docx is a ZIP
 * of XML, like many other files); undefined for anything else.
 */
export function fileKindOf(head: Uint8Array, name: string): FileKind | undefined {
  if (startsWith(head, ascii("%PDF-"))) return "pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (HEIC_BRANDS.includes(brand)) return "heic";
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && /\.docx$/i.test(name)) return "docx";
  return undefined;
}

/** The first bytes of a chosen file, enough for `fileKindOf`. */
export async function sniffFile(file: Blob & { name: string }): Promise<FileKind | undefined> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return fileKindOf(head, file.name);
}

/** How the kinds are named to visitors, and what the file picker offers. */
const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: "PDF",
  png: "PNG",
  jpeg: "JPEG",
  heic: "HEIC",
  doc: "Word (.doc)",
  docx: "Word (.docx)",
};

const ACCEPT: Record<FileKind, string> = {
  pdf: ".pdf,application/pdf",
  png: ".png,image/png",
  jpeg: ".jpg,.jpeg,image/jpeg",
  heic: ".heic,image/heic",
  doc: ".doc,application/msword",
  docx: ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The `accept` attribute of a file input for these kinds. */
export const acceptOf = (kinds: readonly FileKind[]) => kinds.map((kind) => ACCEPT[kind]).join(",");

/** "5 MB", "1.2 MB", "340 KB": a size as people read it (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A chosen file as the checks see it. */
type ChosenFile = { name: string; size: number; kind: FileKind | undefined };

/** What is wrong with the chosen files, in words for the field; undefined when they fit. */
export function filesProblem(
  files: readonly ChosenFile[],
  limits: AttachmentLimits,
): string | undefined {
  const kinds = limits.kinds.map((kind) => FILE_KIND_LABELS[kind]).join(", ");
  for (const file of files) {
    if (!file.kind || !limits.kinds.includes(file.kind)) {
      return problems.notTaken(file.name, kinds);
    }
    if (file.size === 0) return problems.empty(file.name);
    if (file.size > limits.maxFileBytes) {
      return problems.tooLarge(file.name, formatBytes(file.size), formatBytes(limits.maxFileBytes));
    }
  }
  if (files.length > limits.maxFiles) {
    return limits.maxFiles === 1 ? problems.oneOnly : problems.upTo(limits.maxFiles);
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (files.length > 1 && total > limits.maxTotalBytes) {
    return problems.tooMuch(formatBytes(total), formatBytes(limits.maxTotalBytes));
  }
  return undefined;
}
