import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run intake -- <args>` against the database of the server whose data folder is
 * `dataDir` (relative to the checkout: the shared e2e server's E2E_DATA_DIR or an isolated
 * server's). Runs node directly, as npm would, and resolves with what it printed.
 */
export async function runIntakeCli(
  args: readonly string[],
  { dataDir }: { dataDir: string },
): Promise<{ stdout: string; stderr: string }> {
  return exec(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}
