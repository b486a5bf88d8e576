import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase } from "../test/database";
import { openDatabase } from "./database";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

it("survives a connection lost while a request holds it, and serves the next query", async () => {
  const told: string[] = [];
  let lost: () => void = () => {};
  const noticed = new Promise<void>((resolve) => (lost = resolve));
  const uncaught: unknown[] = [];
  const record = (error: unknown) => {
    uncaught.push(error);
    lost();
  };
  process.on("uncaughtException", record);
  const opened = await openDatabase({
    databaseUrl: database.url,
    embeddedDir: "",
    events: (_level, message) => {
      told.push(message);
      lost();
    },
  });
  try {
    const failed = opened.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Another session ends this one's backend while the transaction holds the connection
        // idle: what PostgreSQL's death looks like to a checked-out client.
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
        await admin.end();
        await noticed;
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(await failed).toBeInstanceOf(Error);
    expect(uncaught).toEqual([]);
    expect(told[0]).toMatch(/^A PostgreSQL connection closed: terminating connection/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    process.off("uncaughtException", record);
    await opened.close();
  }
});
