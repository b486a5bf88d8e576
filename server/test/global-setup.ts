import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded";

/**
 * The server tests run against a real PostgreSQL: `TEST_DATABASE_URL` when given (CI starts
 * Debian's server for it), otherwise (and always for the `server-embedded` project) the
 * embedded one in a fresh temporary folder. Each test
 * file then creates its own database on it (`server/test/database.ts`).
 */
export default async function setup(project: TestProject) {
  // The `server-embedded` project (vitest.config.ts) is the embedded server's pass of a run
  // whose `server` project uses TEST_DATABASE_URL.
  const given = project.name === "server-embedded" ? undefined : process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("databaseUrl", given);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "intake-test-"));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const embedded = await startEmbeddedPostgres(path.join(dir, "postgres"));
  project.provide("databaseUrl", embedded.connectionString);
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
