/**
 * An intake server of a spec's own, for specs that register, rotate or replace agency keys:
 * the shared server (playwright.config.ts's webServer) must keep the sample keys, since every
 * other spec seals to its active set. Same environment and the same `out/`, its own port and a
 * fresh data folder (a new agency each start).
 *
 * Playwright runs a file's tests on several workers when fullyParallel: a spec that starts one
 * in beforeAll calls `test.describe.configure({ mode: "default" })` so one worker runs it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { runningPostgres, stopOrphan } from "../../server/db/postgres-pid";
import { runIntakeCli } from "./intake-cli";
import { e2eServerEnv } from "./server-env";

export { runIntakeCli };

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Starting the embedded PostgreSQL on a new folder takes seconds; more on a busy machine. */
const START_TIMEOUT_MS = 120_000;
/** SIGTERM to exit takes under a second here, loaded or not; past this the stop is forced. */
const STOP_GRACE_MS = 15_000;

export interface IsolatedServer {
  baseURL: string;
  /** Relative to the checkout, as runIntakeCli takes it. */
  dataDir: string;
  logFile: string;
  /** SIGTERM, and resolves once the server (and its PostgreSQL) has exited. */
  stop(): Promise<void>;
}

/** A port for a spec's isolated server: slots above the run's E2E_PORT, two ports each (the
 * server's and its SMTP sink's), so runs on different E2E_PORTs never meet. */
export function isolatedPort(slot: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + 10 + 2 * slot;
}

export async function startIsolatedServer({
  port,
  smtpPort = port + 1,
}: {
  port: number;
  smtpPort?: number;
}): Promise<IsolatedServer> {
  const dataDir = `.data/e2e-iso-${port}`;
  const logFile = `.data/e2e-iso-${port}.log`;
  rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  rmSync(path.join(ROOT, logFile), { force: true });
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    // DATABASE_URL emptied: a fresh agency in its own embedded PostgreSQL, whatever the run uses.
    env: {
      ...process.env,
      ...e2eServerEnv({ port, dataDir, logFile, smtpPort }),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(baseURL, child, () => stderr);
  } catch (error) {
    child.kill("SIGTERM");
    await exited;
    throw error;
  }
  return {
    baseURL,
    dataDir,
    logFile,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const stopped = await Promise.race([
        exited.then(() => true),
        sleep(STOP_GRACE_MS, false, { ref: false }),
      ]);
      if (stopped) return;
      // A shutdown stuck past the grace (once, in a CI-like run here: over 30 s). The server's
      // own tests cover SIGTERM (server/sigterm.test.ts); here the log's last lines say which
      // step it was in, and the server and its PostgreSQL are stopped hard, so the spec's own
      // result stands and no process outlives the run.
      console.warn(
        `The isolated server on ${baseURL} had not stopped ${STOP_GRACE_MS / 1000} s after ` +
          `SIGTERM; its log ends:\n${logTail(logFile)}`,
      );
      child.kill("SIGKILL");
      await exited;
      const postmaster = runningPostgres(path.join(ROOT, dataDir, "postgres"));
      if (postmaster) await stopOrphan(postmaster.pid);
    },
  };
}

async function waitForHealth(baseURL: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the isolated server exited (${child.exitCode ?? child.signalCode}):\n${stderr()}`,
      );
    }
    const ok = await fetch(`${baseURL}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the isolated server at ${baseURL} was not healthy in time:\n${stderr()}`);
}

/** The last 8 lines of the server's log (relative to the checkout), as written. */
function logTail(logFile: string): string {
  const file = path.join(ROOT, logFile);
  if (!existsSync(file)) return "(no log)";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-8).join("\n");
}
