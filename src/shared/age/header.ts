import { MAX_RECIPIENTS } from "../wire/form-types";
import { canonicalBase64, dearmor } from "./base64";
import { looksReadable } from "./payload";

/*
 * The one check of "is this an age file" for both routes that take ciphertext: the armored
 * request (`POST /submissions`) and the binary file (`PUT /uploads/:id`). The server cannot
 * decrypt (it has no key), so it parses what age makes public: the header, strictly as the age
 * spec (age-encryption.org/v1) writes it, with only the stanza type the site seals to (the
 * page's `Encrypter` with `age1…` X25519 recipients), and the payload's size and look. age-
 * encryption parses headers too, but exports neither its parser nor its format module. Pure
 * (no Buffer): a page or a tool can run the same check before sending.
 */
const VERSION_LINE = "age-encryption.org/v1";
const VERSION_START = new TextEncoder().encode(`${VERSION_LINE}\n`);
/** A header of `MAX_RECIPIENTS` X25519 stanzas is under 1 KiB; nothing longer is read. */
const HEADER_MAX_BYTES = 4096;
/** Stanza bodies are wrapped at 64 columns; the last line is shorter (maybe empty). */
const COLUMNS = 64;
/** The payload: a 16-byte nonce, then 64 KiB chunks each with a 16-byte tag. */
const NONCE_BYTES = 16;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024 + TAG_BYTES;

class NotAge extends Error {}

/** Reads the header's lines (LF-terminated, printable ASCII) from the start of `bytes`. */
function lineReader(bytes: Uint8Array) {
  const header = bytes.subarray(0, HEADER_MAX_BYTES);
  let at = 0;
  return {
    next(): string {
      const end = header.indexOf(0x0a, at);
      if (end === -1) throw new NotAge("its age header does not end");
      const line = String.fromCharCode(...header.subarray(at, end));
      if (!/^[\x20-\x7e]*$/.test(line)) throw new NotAge("its age header is not text");
      at = end + 1;
      return line;
    },
    get offset() {
      return at;
    },
  };
}

/** One `-> type args…` stanza after its first line: its body, checked for the X25519 type. */
function readStanza(line: string, lines: ReturnType<typeof lineReader>) {
  const args = line.slice(3).split(" ");
  if (args.some((arg) => arg === "")) throw new NotAge("an age stanza line is malformed");
  const [type, ...rest] = args;
  if (type !== "X25519") throw new NotAge(`age stanzas of type ${type} are not taken here`);
  if (rest.length !== 1 || canonicalBase64(rest[0] ?? "")?.length !== 32) {
    throw new NotAge("an X25519 stanza must name one 32-byte share");
  }
  let bodyBytes = 0;
  for (;;) {
    const text = lines.next();
    const chunk = text.length <= COLUMNS ? canonicalBase64(text) : undefined;
    if (!chunk) throw new NotAge("an age stanza body is not canonical base64 of 64 columns");
    bodyBytes += chunk.length;
    if (text.length < COLUMNS) break;
  }
  if (bodyBytes !== 32) throw new NotAge("an X25519 stanza must wrap a 32-byte file key");
}

/** Whether `payload` has the size age's STREAM gives: a nonce, then whole or final chunks. */
function streamSized(payload: number) {
  const sealed = payload - NONCE_BYTES;
  const last = sealed % CHUNK_BYTES;
  const full = Math.floor(sealed / CHUNK_BYTES);
  // The last chunk holds a tag and at least one byte, unless it is the only one (empty file).
  return last === 0 ? full >= 1 : last === TAG_BYTES ? full === 0 : last > TAG_BYTES;
}

/** The header lines after the version line, up to the MAC; the number of stanzas. */
function readHeader(lines: ReturnType<typeof lineReader>): number {
  let stanzas = 0;
  for (;;) {
    const line = lines.next();
    if (line.startsWith("-> ")) {
      readStanza(line, lines);
      stanzas += 1;
      if (stanzas > MAX_RECIPIENTS) throw new NotAge("its age header has too many stanzas");
      continue;
    }
    if (!line.startsWith("--- ")) {
      throw new NotAge("its age header has a line that is neither a stanza nor the MAC");
    }
    if (stanzas === 0) throw new NotAge("its age header has no recipient stanza");
    if (canonicalBase64(line.slice(4))?.length !== 32) {
      throw new NotAge("its age header MAC is not 32 bytes");
    }
    return stanzas;
  }
}

/** Why `bytes` are not an age file the site could have made, or undefined. @internal */
export function ageBytesProblem(bytes: Uint8Array): string | undefined {
  try {
    if (!VERSION_START.every((byte, index) => bytes[index] === byte)) {
      return `it does not start with ${VERSION_LINE}`;
    }
    const lines = lineReader(bytes);
    lines.next();
    readHeader(lines);
    const payload = bytes.subarray(lines.offset);
    if (payload.length < NONCE_BYTES + TAG_BYTES || !streamSized(payload.length)) {
      return "its age payload is not the size of an encrypted stream";
    }
    if (looksReadable(payload)) return "its payload is readable, not encrypted";
    return undefined;
  } catch (error) {
    if (error instanceof NotAge) return error.message;
    throw error;
  }
}

/**
 * Why an armored ciphertext (a request) is not an age file, or undefined when it is one: the
 * armor must decode (strict), then `ageBytesProblem`.
 */
export function ageFileProblem(armored: string): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = dearmor(armored);
  } catch {
    return "ciphertext is not valid age armor";
  }
  const problem = ageBytesProblem(bytes);
  return problem && `ciphertext is not an age file: ${problem}`;
}

/** The same for a binary age file (an upload). */
export function ageBinaryProblem(bytes: Uint8Array): string | undefined {
  const problem = ageBytesProblem(bytes);
  return problem && `The file must be encrypted with age: ${problem}.`;
}
