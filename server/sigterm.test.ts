import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive } from "./db/postgres-pid";
import { freePort, spawnServer, tinySite, waitForHealth } from "./test/spawn";

const work = mkdtempSync(path.join(os.tmpdir(), "intake-sigterm-"));
chmodSync(work, 0o755); // PostgreSQL runs as its own user when the tests run as root
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm start and SIGTERM", { timeout: 180_000 }, () => {
  it("closes, stops the embedded PostgreSQL and exits with code 0", async () => {
    const port = await freePort();
    const dataDir = path.join(work, "data");
    const logFile = path.join(work, "intake.log");
    const server = spawnServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DIR: tinySite(path.join(work, "site")),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        // The tiny site has no build stamp: npm start would otherwise rebuild the real site.
        START_BUILD: "never",
        LOG_FILE: logFile,
        LOG_LEVEL: "info",
      },
      ["npm", "start", "--silent"],
    );
    await waitForHealth(server, `http://127.0.0.1:${port}/api/v1/health`);
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const postgresPid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    expect(isAlive(postgresPid)).toBe(true);

    server.child.kill("SIGTERM");
    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(isAlive(postgresPid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    // Each step of the shutdown is in the log, in order (docs/INTAKE.md).
    const steps = readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes('"msg":"shut'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(steps).toEqual([
      "shutting down: no new requests, finishing those in flight",
      "shutting down: requests finished, closing the database",
      "shut down",
    ]);
  });
});
