import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_POOL_SIZE } from "../config";
import { databaseLocation, startupErrors } from "../startup-errors";
import { startEmbeddedPostgres } from "./embedded";
import type { DatabaseEvents } from "./watchdog";
import { connectionProblem } from "./connection-problem";
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
  /** Where a lost connection and the embedded PostgreSQL's restarts are reported. */
  events?: DatabaseEvents;
}): Promise<OpenDatabase> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(options.embeddedDir, {
        log: options.log,
        role: options.role,
        events: options.events,
      });
  const connectionString = options.databaseUrl ?? embedded?.connectionString;
  const pool = new pg.Pool({
    connectionString,
    max: DATABASE_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // A connection whose server goes away (PostgreSQL restarted or killed, an administrator) is
  // told here, idle or held by a request; without a listener pg's "error" event ends the
  // process (pg.Pool listens to its idle clients only, so one held mid-transaction did). Its
  // query fails on its own (503 in app.ts) and the pool replaces it.
  pool.on("connect", (client) => {
    client.on("error", (error) =>
      options.events?.("warn", `A PostgreSQL connection closed: ${error.message}`),
    );
  });
  pool.on("error", () => {}); // told by the client's own listener above
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
