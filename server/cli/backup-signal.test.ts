import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUploadsStore } from "../db/uploads-store";
import { freshDatabase } from "../test/database";

const ROOT = path.resolve(import.meta.dirname, "../..");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;

beforeAll(async () => {
  database = await freshDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), "intake-backup-signal-"));
  await createUploadsStore(database.db).put(
    randomUUID(),
    randomBytes(10 * 1024 * 1024),
    new Date(),
  );
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A TCP relay to PostgreSQL that stops passing the server's bytes once `after` have gone
 * through, until `resume`: the backup is then held mid-table, whatever the machine's speed.
 */
async function pausingRelay(target: { host: string; port: number }, after: number) {
  let forwarded = 0;
  let resumed = false;
  const held: net.Socket[] = [];
  let onPause = () => {};
  const paused = new Promise<void>((resolve) => (onPause = resolve));
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    client.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => {
      client.write(chunk);
      forwarded += chunk.length;
      if (!resumed && forwarded > after) {
        upstream.pause();
        held.push(upstream);
        onPause();
      }
    });
    upstream.on("end", () => client.end());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    paused,
    resume: () => {
      resumed = true;
      for (const socket of held) socket.resume();
    },
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 30_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a backup stopped by SIGTERM", { timeout: 120_000 }, () => {
  it("removes its partial file at once, exits 1, and leaves nothing under its name", async () => {
    const url = new URL(database.url);
    const relay = await pausingRelay(
      { host: url.hostname, port: Number(url.port || 5432) },
      4 * 1024 * 1024,
    );
    url.host = `127.0.0.1:${relay.port}`;
    const file = path.join(dir, "stopped.backup");
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "server/cli/main.ts", "backup", "--out", file],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: url.toString() } },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      // The upload's row is on its way: the backup is mid-table (or it ended, which fails).
      await Promise.race([
        relay.paused,
        exited.then((code) => {
          throw new Error(`The backup ended (${code}) before the relay paused: ${stderr}`);
        }),
      ]);
      const partial = `${file}.partial-${child.pid}`;
      await until(
        () => existsSync(partial) && statSync(partial).size > 0,
        `the partial file (${readdirSync(dir).join(", ")})`,
      );
      expect(existsSync(file)).toBe(false);
      child.kill("SIGTERM");
      await until(() => !existsSync(partial), "the partial file's removal");
      relay.resume();
      expect(await exited).toBe(1);
      expect(stderr).toContain(`Stopped by SIGTERM: ${file} was not written.`);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      child.kill("SIGKILL");
      await relay.close();
    }
  });
});
