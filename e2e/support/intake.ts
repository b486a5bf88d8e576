import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { E2E_DATA_DIR, E2E_LOG_FILE } from "../../playwright.config";

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** A string nobody else types: put it in a field, then look for it where it must not be. */
export const uniqueMarker = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every file of the intake's data folder (the embedded PostgreSQL's files) and its log. */
function intakeFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  walk(path.join(ROOT, E2E_DATA_DIR));
  files.push(path.join(ROOT, E2E_LOG_FILE));
  return files;
}

/** The files (data folder, log) whose bytes contain `marker`. */
export function filesContaining(marker: string): string[] {
  const needle = Buffer.from(marker, "utf8");
  return intakeFiles().filter((file) => {
    try {
      return statSync(file).size > 0 && readFileSync(file).includes(needle);
    } catch {
      return false;
    }
  });
}

/** What `npm run intake -- read` prints with the sample agency identity, one object a line. */
export async function readSubmissions(): Promise<Record<string, unknown>[]> {
  const { stdout } = await exec(
    process.execPath,
    [
      "--import",
      "tsx",
      "server/cli/main.ts",
      "read",
      "--identity",
      "test/fixtures/intake/agency.key",
    ],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
