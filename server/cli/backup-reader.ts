import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { BackupTrailer } from "./backup-format";

/**
 * Longest line read: past it the file is not a backup (V8's strings stop near 512 MiB, and a
 * row as large as that could not be inserted anyway; an upload row is about twice its size).
 */
const MAX_LINE_BYTES = 256 * 1024 * 1024;

/**
 * FILE's lines (without their "\n") as bytes, read 1 MiB at a time: only the line being read
 * is held, whatever the file's size.
 */
export async function* byteLines(file: string, maxLine = MAX_LINE_BYTES): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let size = 0;
  const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new Error(`${file}: read as text, not bytes.`);
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, end);
      const line = parts.length === 0 ? Buffer.from(piece) : Buffer.concat([...parts, piece]);
      parts = [];
      size = 0;
      start = end + 1;
      yield line;
    }
    if (start < chunk.length) {
      size += chunk.length - start;
      if (size > maxLine) {
        stream.destroy();
        throw new Error(`${file} has a line longer than ${maxLine} bytes: it is not a backup.`);
      }
      parts.push(Buffer.from(chunk.subarray(start)));
    }
  }
  if (parts.length > 0) yield Buffer.concat(parts);
}

function parseTrailer(line: Buffer | undefined): BackupTrailer | undefined {
  try {
    const json: unknown = line === undefined ? undefined : JSON.parse(line.toString("utf8"));
    if (typeof json !== "object" || json === null || !("sha256" in json)) return undefined;
    const { sha256 } = json;
    const auditHead = "auditHead" in json ? json.auditHead : undefined;
    if (typeof sha256 !== "string") return undefined;
    return { sha256, auditHead: typeof auditHead === "string" ? auditHead : undefined };
  } catch {
    return undefined;
  }
}

const cutShort = (file: string) =>
  new Error(`${file} has no SHA-256 trailer: it is cut short or not a backup.`);
const changed = (file: string) =>
  new Error(`${file} does not match its SHA-256 trailer: it was changed or damaged.`);

/** Reads FILE once and checks its trailer's SHA-256 against every byte before it. */
export async function verifyBackupFile(file: string): Promise<BackupTrailer> {
  const hash = createHash("sha256");
  let previous: Buffer | undefined;
  for await (const line of byteLines(file)) {
    if (previous !== undefined) hash.update(previous).update("\n");
    previous = line;
  }
  const trailer = parseTrailer(previous);
  if (!trailer) throw cutShort(file);
  if (hash.digest("hex") !== trailer.sha256) throw changed(file);
  return trailer;
}

/**
 * FILE read again, line by line, as the restore asks for it: each line is hashed as it is
 * handed over, and `finish` checks the trailer against that hash, so a file changed between
 * `verifyBackupFile` and the restore is still refused (its transaction rolled back).
 */
export class BackupLines {
  private readonly lines: AsyncGenerator<Buffer>;
  private readonly hash: Hash = createHash("sha256");

  constructor(private readonly file: string) {
    this.lines = byteLines(file);
  }

  /** The next line as text, or undefined at the end of the file. */
  async next(): Promise<string | undefined> {
    const line = await this.lines.next();
    if (line.done) return undefined;
    this.hash.update(line.value).update("\n");
    return line.value.toString("utf8");
  }

  /** Reads the trailer (the last line) and checks it; throws when anything else is left. */
  async finish(): Promise<BackupTrailer> {
    const line = await this.lines.next();
    const trailer = parseTrailer(line.done ? undefined : line.value);
    if (!trailer) throw cutShort(this.file);
    if (!(await this.lines.next()).done) throw changed(this.file);
    if (this.hash.digest("hex") !== trailer.sha256) throw changed(this.file);
    return trailer;
  }

  /** Stops reading (the file is closed). */
  async close() {
    await this.lines.return(undefined);
  }
}
