import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../config";
import { startsProcess, usesTestDatabase } from "./database-use";

const file = (relative: string) => path.join(ROOT, relative);

describe("usesTestDatabase (which server tests vitest.config.ts repeats on the embedded server)", () => {
  it("finds the database through a helper's import, and where a test asks for it itself", () => {
    // store.test.ts imports ../test/database; database-choice.test.ts asks inject() itself.
    expect(usesTestDatabase(file("server/db/store.test.ts"))).toBe(true);
    expect(usesTestDatabase(file("server/test/database-choice.test.ts"))).toBe(true);
    expect(usesTestDatabase(file("server/test/database.ts"))).toBe(true);
  });

  it("leaves out the files that never reach it", () => {
    for (const free of [
      "server/reference.test.ts", // a pure function
      "server/site.test.ts", // a server on an unusedStore
      "server/sigterm.test.ts", // a spawned server with its own embedded PostgreSQL
    ]) {
      expect(usesTestDatabase(file(free)), free).toBe(false);
    }
  });

  it("follows a chain of imports, a `.js` specifier naming its TypeScript source included", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "database-use-"));
    try {
      writeFileSync(path.join(dir, "a.test.ts"), 'import { b } from "./b.js";\n');
      writeFileSync(path.join(dir, "b.ts"), 'export * from "./c";\n');
      // Joined here, so that this file itself does not read as one that asks.
      writeFileSync(path.join(dir, "c.ts"), `const url = ${"inject"}("databaseUrl");\n`);
      writeFileSync(path.join(dir, "free.test.ts"), 'import "./d";\nimport x from "pg";\n');
      writeFileSync(path.join(dir, "d.ts"), 'import { e } from "./free.test";\n');
      expect(usesTestDatabase(path.join(dir, "a.test.ts"))).toBe(true);
      expect(usesTestDatabase(path.join(dir, "free.test.ts"))).toBe(false); // a cycle ends
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tells the tests that start a process (run once) from those that stay in process (repeated)", () => {
    for (const spawning of [
      "server/crash.test.ts", // spawnServer's own spawn
      "server/startup.test.ts", // spawnServer
      "server/cli/backup.test.ts", // runIntake: the CLI as npm run intake runs it
    ]) {
      expect(startsProcess(file(spawning)), spawning).toBe(true);
    }
    for (const inProcess of [
      "server/db/store.test.ts",
      "server/api/submissions.test.ts", // Fastify's inject
      "server/cli/backup-large.test.ts", // the backup and restore commands, called in process
    ]) {
      expect(usesTestDatabase(file(inProcess)), inProcess).toBe(true);
      expect(startsProcess(file(inProcess)), inProcess).toBe(false);
    }
  });
});
