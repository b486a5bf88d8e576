import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { DATABASE_POOL_SIZE } from "../config";
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
  const pool = new pg.Pool({ connectionString, max: DATABASE_POOL_SIZE });
  // An idle connection the server closes (a restart, an administrator) is replaced on the next
  // query; without a listener its error would end the process.
  pool.on("error", (error) => options.log?.(`PostgreSQL connection closed: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
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
