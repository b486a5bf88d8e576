import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT, SERVER_HEADERS_FILE } from "../config";

/**
 * `count` different ports nothing listens on right now (all held open until each is known, so
 * none repeats). A test's SMTP sink takes one instead of a fixed port: a server test and its
 * twin on the embedded PostgreSQL (vitest.config.ts) may run at the same time.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer().listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A port nothing listens on right now. */
export const freePort = async () => (await freePorts(1))[0] ?? 0;

const execFileAsync = promisify(execFile);

/**
 * The CLI as `npm run intake -- …` runs it (`node --import tsx server/cli/main.ts`), with `env`
 * as its whole environment: resolves with its output, or rejects with execFile's error (exit
 * code, output, standard error). Not `node_modules/.bin/tsx`, whose own Node process only
 * starts the CLI's: a second process, 0.2-0.3 s of CPU a call.
 */
export const runIntake = (args: string[], env: NodeJS.ProcessEnv) =>
  execFileAsync(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
    cwd: ROOT,
    env,
  });

/** A built site in `dir` as the server needs one: two pages and the build's header rules. */
export function tinySite(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(dir, "404.html"), "<h1>Not found</h1>");
  writeFileSync(path.join(dir, SERVER_HEADERS_FILE), "[]");
  return dir;
}

export type Spawned = {
  child: ChildProcess;
  /** Everything written to standard error so far. */
  stderr: () => string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** `command` (default: the server, as `npm start` runs it) with `env` over the test's own. */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  command: string[] = [process.execPath, "--import", "tsx", "server/main.ts"],
): Spawned {
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      // Let the last of standard error arrive before the exit is reported.
      if (child.stderr?.readableEnded) resolve({ code, signal });
      else child.stderr?.once("end", () => resolve({ code, signal }));
    });
  });
  return { child, stderr: () => stderr, exited };
}

/** Waits until `url` answers 200 (polling), or throws with the server's standard error. */
export async function waitForHealth(server: Spawned, url: string, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The intake did not start:\n${server.stderr()}`);
}
