import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { open } from "../../src/lib/intake/open";
import type { StoredSubmission } from "../db/store";

/** What a command writes: standard output lines, and the files it made. */
export type Output = { lines: string[] };

/**
 * `keygen --out FILE`: a new X25519 identity in FILE (mode 0600, never over an existing file),
 * in age-keygen's format; prints the recipient to put in INTAKE_RECIPIENTS.
 */
export async function keygen(file: string, now: Date = new Date()): Promise<Output> {
  if (existsSync(file)) throw new Error(`${file} exists: refusing to overwrite an identity.`);
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(
    file,
    `# created: ${now.toISOString()}\n# public key: ${recipient}\n${identity}\n`,
    { mode: 0o600, flag: "wx" },
  );
  return { lines: [recipient] };
}

/**
 * `read --identity FILE`: every stored submission decrypted, one JSON object a line, with its
 * reference, form, status and time; a submission the identity cannot open says so.
 */
export async function read(
  submissions: readonly StoredSubmission[],
  identities: readonly string[],
): Promise<Output> {
  const lines: string[] = [];
  for (const submission of submissions) {
    const meta = {
      reference: submission.reference,
      formType: submission.formType,
      formVersion: submission.formVersion,
      status: submission.status,
      receivedAt: submission.receivedAt.toISOString(),
    };
    try {
      lines.push(JSON.stringify({ ...meta, data: await open(submission.ciphertext, identities) }));
    } catch {
      lines.push(JSON.stringify({ ...meta, error: "This identity cannot decrypt it." }));
    }
  }
  return { lines };
}

/**
 * `export --out DIR`: each stored ciphertext as DIR/<reference>.age (armored; `age -d -i FILE`
 * decrypts it) and DIR/index.json with what the server knows of each. DIR is made 0700.
 */
export function exportCiphertexts(submissions: readonly StoredSubmission[], dir: string): Output {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const index = submissions.map((submission) => {
    const file = `${submission.reference}.age`;
    writeFileSync(path.join(dir, file), submission.ciphertext, { mode: 0o600 });
    return {
      reference: submission.reference,
      formType: submission.formType,
      formVersion: submission.formVersion,
      status: submission.status,
      receivedAt: submission.receivedAt.toISOString(),
      file,
    };
  });
  writeFileSync(path.join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`, {
    mode: 0o600,
  });
  return { lines: [`Exported ${submissions.length} submission(s) to ${dir}`] };
}
