import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_POOL_SIZE } from "../config";
import { databaseLocation, startupErrors } from "../startup-errors";
import { startEmbeddedPostgres } from "./embedded";
import { migrationProvider } from "./migrations/index";
import type { Database } from "./schema";

export type OpenDatabase = { db: Kysely<Database>; close: () => Promise<void> };

/**
 * Connects to `databaseUrl`, or starts the embedded PostgreSQL in `embeddedDir` when there is
 * none, and brings the schema to the latest migration. One dialect either way.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  embeddedDir: string;
  log?: (message: string) => void;
  /** "guest": join the server's embedded PostgreSQL, never take it over (the CLI). */
  role?: "owner" | "guest";
}): Promise<OpenDatabase> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(options.embeddedDir, { log: options.log, role: options.role });
  const connectionString = options.databaseUrl ?? embedded?.connectionString;
  const pool = new pg.Pool({
    connectionString,
    max: DATABASE_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (a restart, an administrator) is replaced on the next
  // query; without a listener its error would end the process.
  pool.on("error", (error) => options.log?.(`PostgreSQL connection closed: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    const unreachable = options.databaseUrl && connectionProblem(error);
    if (unreachable && options.databaseUrl) {
      throw startupErrors.databaseUnreachable(databaseLocation(options.databaseUrl), unreachable);
    }
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Errors of reaching a server and logging in, by code (node's and PostgreSQL's). */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "28P01", // invalid password
  "28000", // invalid authorization
  "3D000", // no such database
  "57P03", // cannot connect now (starting up, shutting down)
]);

/** A short reason when `error` is a failure to reach or log in to PostgreSQL, else undefined. */
function connectionProblem(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  if (code && CONNECTION_CODES.has(code)) return message ? `${code}: ${message}` : code;
  if (/timeout/i.test(message)) return message;
  if ("errors" in error && Array.isArray(error.errors)) return connectionProblem(error.errors[0]);
  return undefined;
}
