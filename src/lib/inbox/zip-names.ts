/**
 * Just enough of the ZIP format to tell a Word document from any other ZIP, and a macro document
 * from a plain one: the entries of the central directory (names, how each is stored, where),
 * and one small entry read out (`[Content_Types].xml`). No dependency: a .docx is the only ZIP
 * the inbox opens, and it needs nothing more than this.
 */

export type ZipEntry = { name: string; method: number; size: number; offset: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A Word document has a few dozen entries; more than this is not one. */
const MAX_ENTRIES = 5_000;

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * The central directory's entries, or undefined when `bytes` is not a whole, plain ZIP (no end
 * record, a directory outside the file, ZIP64, too many entries).
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = viewOf(bytes);
  // The end record is the last 22 bytes, followed by a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES || start + size > end) return undefined;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > start + size || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const next =
      at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > start + size) return undefined;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      size: view.getUint32(at + 20, true),
      offset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** Read no more of an entry than this (a content-types file is a few kilobytes). */
const MAX_ENTRY_BYTES = 256 * 1024;

async function inflate(data: Uint8Array): Promise<Uint8Array | undefined> {
  if (typeof DecompressionStream === "undefined") return undefined;
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
      // A small entry that inflates without end is a bomb: stop reading it.
      if (total > MAX_ENTRY_BYTES) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    return undefined;
  }
  const out = new Uint8Array(Math.min(total, MAX_ENTRY_BYTES));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, out.length - at);
    out.set(part, at);
    at += part.length;
    if (at === out.length) break;
  }
  return out;
}

/** An entry's text (stored or deflated), or undefined when it cannot be read here. */
export async function zipEntryText(
  bytes: Uint8Array,
  entry: ZipEntry,
): Promise<string | undefined> {
  const view = viewOf(bytes);
  if (entry.offset + 30 > bytes.length) return undefined;
  if (view.getUint32(entry.offset, true) !== LOCAL_HEADER) return undefined;
  const start =
    entry.offset +
    30 +
    view.getUint16(entry.offset + 26, true) +
    view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(
    start,
    Math.min(start + entry.size, bytes.length, start + MAX_ENTRY_BYTES),
  );
  const plain = entry.method === 0 ? data : entry.method === 8 ? await inflate(data) : undefined;
  return plain && new TextDecoder().decode(plain);
}
