import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR, E2E_LOG_FILE } from "../../playwright.config";
import { runIntakeCli } from "./intake-cli";

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

/** What `npm run intake -- read` prints with the sample agency identity, one object a line
 * (on the shared e2e server's database, or an isolated server's: its dataDir). */
export async function readSubmissions({
  dataDir = E2E_DATA_DIR,
  identity = "test/fixtures/intake/agency.key",
} = {}): Promise<Record<string, unknown>[]> {
  const { stdout } = await runIntakeCli(["read", "--identity", identity], { dataDir });
  return stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
