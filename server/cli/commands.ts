import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { newIdentity, recipientOf } from "../../src/shared/age/keys";
import { openJson } from "../../src/shared/age/open";
import type { StoredSubmission } from "../db/store";

/** What a command writes: standard output lines, and the files it made. */
export type Output = { lines: string[] };

/**
 * `keygen --out FILE`: a new X25519 identity in FILE (mode 0600, never over an existing file),
 * in age-keygen's format; prints the recipient to put in INTAKE_RECIPIENTS.
 */
export async function keygen(file: string, now: Date = new Date()): Promise<Output> {
  if (existsSync(file)) throw new Error(`${file} exists: refusing to overwrite an identity.`);
  const identity = await newIdentity();
  const recipient = await recipientOf(identity);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(
    file,
    `# created: ${now.toISOString()}\n# public key: ${recipient}\n${identity}\n`,
    { mode: 0o600, flag: "wx" },
  );
  return { lines: [recipient] };
}

/**
 * `read --identity FILE`: every stored submission decrypted, one JSON object a line written as
 * it is read, with its reference, form, status and time; a submission the identity cannot open
 * says so. Holds one submission at a time.
 */
export async function read(
  submissions: AsyncIterable<StoredSubmission>,
  identities: readonly string[],
  write: (line: string) => void,
): Promise<Output> {
  for await (const submission of submissions) {
    const meta = {
      reference: submission.reference,
      formType: submission.formType,
      formVersion: submission.formVersion,
      status: submission.status,
      receivedAt: submission.receivedAt.toISOString(),
    };
    let data: unknown;
    try {
      data = await openJson(submission.ciphertext, identities);
    } catch {
      write(JSON.stringify({ ...meta, error: "This identity cannot decrypt it." }));
      continue;
    }
    write(printable(meta, data));
  }
  return { lines: [] };
}

/**
 * One line of `read`. A visitor's payload is hostile data: one nested thousands deep opens but
 * overflows `JSON.stringify`; it is printed as text (its own JSON again, depth-first without
 * recursion would be no more readable), never dropped and never the end of the run.
 */
function printable(meta: object, data: unknown): string {
  try {
    return JSON.stringify({ ...meta, data });
  } catch {
    return JSON.stringify({
      ...meta,
      data: "(not printable as JSON: nested too deep or too large)",
      error: "The request opened, but what it holds cannot be printed as JSON.",
    });
  }
}

/**
 * `export --out DIR`: each stored ciphertext as DIR/<reference>.age (armored; `age -d -i FILE`
 * decrypts it) and DIR/index.json with what the server knows of each, both written as the rows
 * arrive (one submission in memory at a time). DIR is made 0700.
 */
export async function exportCiphertexts(
  submissions: AsyncIterable<StoredSubmission>,
  dir: string,
): Promise<Output> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const index = openSync(path.join(dir, "index.json"), "w", 0o600);
  let count = 0;
  try {
    writeSync(index, "[");
    for await (const submission of submissions) {
      const file = `${submission.reference}.age`;
      writeFileSync(path.join(dir, file), submission.ciphertext, { mode: 0o600 });
      const entry = {
        reference: submission.reference,
        formType: submission.formType,
        formVersion: submission.formVersion,
        status: submission.status,
        receivedAt: submission.receivedAt.toISOString(),
        file,
      };
      const indented = JSON.stringify(entry, null, 2).replace(/\n/g, "\n  ");
      writeSync(index, `${count === 0 ? "" : ","}\n  ${indented}`);
      count += 1;
    }
    writeSync(index, count === 0 ? "]\n" : "\n]\n");
  } finally {
    closeSync(index);
  }
  return { lines: [`Exported ${count} submission(s) to ${dir}`] };
}
