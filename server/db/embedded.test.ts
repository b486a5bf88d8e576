import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive } from "./postgres-pid";
import { startEmbeddedPostgres } from "./embedded";

const work = mkdtempSync(path.join(os.tmpdir(), "intake-embedded-"));
chmodSync(work, 0o755); // PostgreSQL runs as its own user when the tests run as root
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the embedded PostgreSQL's pid file", { timeout: 120_000 }, () => {
  it("names a live process that is not this folder's PostgreSQL: it is left alone and PostgreSQL starts", async () => {
    const dataDir = path.join(work, "postgres");
    const first = await startEmbeddedPostgres(dataDir);
    await first.stop();

    // A stale postmaster.pid (a crash, then a reboot) whose pid is now another program.
    const unrelated = spawn("sleep", ["600"], { stdio: "ignore" });
    const pid = unrelated.pid ?? 0;
    try {
      writeFileSync(
        path.join(dataDir, "postmaster.pid"),
        `${pid}\n${dataDir}\n1700000000\n5432\n\n127.0.0.1\n  5432001         0\nready\n`,
      );
      const second = await startEmbeddedPostgres(dataDir);
      try {
        const client = new pg.Client({ connectionString: second.connectionString });
        await client.connect();
        expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await second.stop();
      }
      expect(isAlive(pid)).toBe(true);
      expect(unrelated.exitCode).toBeNull();
    } finally {
      unrelated.kill("SIGKILL");
    }
  });
});
