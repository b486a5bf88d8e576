import type { FileKind } from "@/shared/wire/attachment-limits";
import { fileKindOf } from "@/lib/forms/file-kind";
import { zipEntries, zipEntryText } from "./zip-names";

/**
 * What a decrypted attachment is, from its bytes alone: the name and type in the sealed payload
 * are the visitor's words and can say anything ("scan.pdf.exe", "report\u202Elmth.pdf",
 * `text/html`). The kinds are those the visitor's page takes (`fileKindOf` in
 * src/lib/forms/file-kind.ts, reused here), a .docx is a ZIP that holds `word/` entries,
 * and a Word document that carries macros is flagged so the inbox can warn before saving it.
 */

export type Sniffed =
  | { kind: FileKind; macros: boolean }
  /** Not one of the kinds any form takes (or a ZIP that is not a Word document). */
  | { kind: undefined; macros: false };

/** The UTF-16LE bytes of an OLE directory entry's name. */
const utf16 = (name: string) => [...name].flatMap((char) => [char.charCodeAt(0), 0]);
const OLE_MACRO_NAMES = ["Macros", "_VBA_PROJECT"].map(utf16);

/**
 * Whether a .doc's OLE directory names a `Macros` storage or `_VBA_PROJECT` stream. A scan, not
 * a parse: directory entries are 128 bytes, in sectors of 512 or 4096 bytes after a header of
 * one sector, so each starts at a multiple of 128; an entry's name is UTF-16LE, ends with a
 * zero character, and its byte length (with that zero) is at offset 64.
 */
function oleHasMacros(bytes: Uint8Array): boolean {
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    for (const name of OLE_MACRO_NAMES) {
      if (
        name.every((byte, index) => bytes[at + index] === byte) &&
        bytes[at + name.length] === 0 &&
        bytes[at + name.length + 1] === 0 &&
        bytes[at + 64] === name.length + 2 &&
        bytes[at + 65] === 0
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Parts that hold or load code in a Word ZIP: the VBA project and its data, ActiveX controls. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\//i;

async function wordZip(bytes: Uint8Array): Promise<Sniffed> {
  const entries = zipEntries(bytes);
  if (!entries || !entries.some((entry) => entry.name.startsWith("word/"))) {
    return { kind: undefined, macros: false };
  }
  if (entries.some((entry) => CODE_PART.test(entry.name))) return { kind: "docx", macros: true };
  // A .docm says so in its content types (its main part is `…macroEnabled.main+xml`).
  const types = entries.find((entry) => entry.name === "[Content_Types].xml");
  const text = types ? await zipEntryText(bytes, types) : undefined;
  return { kind: "docx", macros: text !== undefined && /macroEnabled/i.test(text) };
}

/** The kind of a decrypted attachment from its bytes, and whether it is a macro document. */
export async function sniffAttachment(bytes: Uint8Array): Promise<Sniffed> {
  // `fileKindOf` tells a ZIP from its name; the inbox trusts no name, so it says ".docx" and
  // checks the ZIP's directory itself below.
  const kind = fileKindOf(bytes.subarray(0, 16), "attachment.docx");
  if (kind === "docx") return wordZip(bytes);
  if (kind === "doc") return { kind, macros: oleHasMacros(bytes) };
  return kind ? { kind, macros: false } : { kind: undefined, macros: false };
}
