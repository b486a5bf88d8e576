import { existsSync, readFileSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";

/** Who runs the PostgreSQL of a data folder: its postmaster.pid and the intake's owner file. */
/** Whether a process with this pid exists (signal 0). @internal Exported for tests. */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * True when process `pid` is a PostgreSQL whose data directory (`-D`) is `dataDir`: read from
 * /proc/PID/cmdline, so a pid that a reboot or a crash gave to another program is never taken
 * for this folder's PostgreSQL (and never signalled).
 */
function isPostgresOf(pid: number, dataDir: string): boolean {
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return false;
  }
  if (!path.basename(args[0] ?? "").startsWith("postgres")) return false;
  const dir = args[args.indexOf("-D") + 1];
  if (args.indexOf("-D") === -1 || !dir) return false;
  try {
    return realpathSync(dir) === realpathSync(dataDir);
  } catch {
    return false;
  }
}

/**
 * The PostgreSQL running on `dataDir` (from its postmaster.pid), if that pid is alive and
 * proven to be it. Otherwise the file is stale (a crash, a reboot, a copied folder): it is
 * removed, so PostgreSQL starts.
 */
export function runningPostgres(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (Number.isInteger(pid) && pid > 0 && Number.isInteger(port) && isPostgresOf(pid, dataDir)) {
    return { pid, port };
  }
  rmSync(pidFile, { force: true });
  return undefined;
}

/** The intake process that started the PostgreSQL on `dataDir`, if it is still alive. */
export function liveOwner(ownerFile: string): number | undefined {
  if (!existsSync(ownerFile)) return undefined;
  const pid = Number(readFileSync(ownerFile, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Asks an orphaned PostgreSQL to shut down (fast mode) and waits until it has. */
export async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
