import { armor } from "age-encryption";

const VERSION_LINE = "age-encryption.org/v1";
/** An age header is text; a few recipient stanzas fit well within this many bytes. */
const HEADER_SCAN_BYTES = 16 * 1024;

/**
 * Why an armored ciphertext is not an age file, or undefined when it is one: the armor must
 * decode (age-encryption's `armor.decode`) to an age header, its first line
 * `age-encryption.org/v1`, at least one recipient stanza (`-> `) and the MAC line (`--- `).
 * The server cannot decrypt it; this only refuses what no age key could open.
 */
export function ageFileProblem(armored: string): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = armor.decode(armored);
  } catch {
    return "ciphertext is not valid age armor";
  }
  const lines = Buffer.from(bytes.subarray(0, HEADER_SCAN_BYTES)).toString("latin1").split("\n");
  if (lines[0] !== VERSION_LINE) return `ciphertext does not start with ${VERSION_LINE}`;
  const mac = lines.findIndex((line) => line.startsWith("--- "));
  if (mac === -1) return "ciphertext has no age header MAC line";
  if (!lines.slice(1, mac).some((line) => line.startsWith("-> "))) {
    return "ciphertext has no age recipient stanza";
  }
  return undefined;
}
