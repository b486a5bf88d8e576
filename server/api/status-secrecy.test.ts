import { sql } from "kysely";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SunkMail } from "../../test/smtp-sink";
import { freePorts } from "../test/spawn";
import { freshDatabase } from "../test/database";
import { enrolled, inboxApp, INBOX_URL, testClock } from "../test/inbox";
import { hashOfSecret, lookUp, submitWithLink } from "../test/status-links";
import { smtpMailer } from "../notify/mailer";
import { deliverDue } from "../notify/worker";

const [SINK_PORT = 0] = await freePorts(1);
const MARKER = "Zebulon-Quistgaard-7731";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let built: ReturnType<typeof inboxApp>;
let sink: SMTPServer;
const logLines: string[] = [];
const received: SunkMail[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  built = inboxApp(database, clock.now, {
    logger: { level: "trace", stream: { write: (line: string) => logLines.push(line) } },
  });
  await enrolled(
    built.app,
    database,
    clock.now,
    { name: "Ada", role: "admin", email: "ada@agency.test" },
    1,
  );
  sink = await startSmtpSink(SINK_PORT, received);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await built.app.close();
  await database.drop();
});

/** Every row of every table in the public schema, as PostgreSQL writes it: table → rows. */
async function everyRow() {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public'`.execute(database.db);
  const rows = new Map<string, string[]>();
  for (const { tablename } of tables.rows) {
    const found = await sql<{ row: string }>`
      select t::text as row from ${sql.table(tablename)} t`.execute(database.db);
    rows.set(
      tablename,
      found.rows.map((item) => item.row),
    );
  }
  return rows;
}

describe("only the hash of a status link's secret is stored", () => {
  it("keeps the secret out of every table, log line and e-mail, and the hash out of all but status_links", async () => {
    const { reference, secret, envelope } = await submitWithLink(built.app, built.proofOfWork, {
      name: MARKER,
    });
    const hash = hashOfSecret(secret);
    // The same hash again: stored without a link, and warned about without the hash.
    await submitWithLink(built.app, built.proofOfWork, { name: MARKER }, { statusHash: hash });
    const answer = await lookUp(built.app, { secret });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().reference).toBe(reference);
    // A refused lookup does not echo what it was sent either.
    const refused = await lookUp(built.app, { secret: `${secret}!` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(secret);
    expect(await deliverDue(database.db, mailer(), log, clock.now())).toMatchObject({ sent: 2 });

    const rows = await everyRow();
    expect(rows.get("status_links")?.some((row) => row.includes(hash))).toBe(true);
    expect(rows.get("submissions")?.some((row) => row.includes(envelope.ciphertext))).toBe(true);
    for (const [table, lines] of rows) {
      for (const line of lines) {
        expect(line, table).not.toContain(secret);
        if (table !== "status_links") expect(line, table).not.toContain(hash);
      }
    }

    expect(logLines.some((line) => line.includes("/api/v1/status"))).toBe(true);
    expect(logLines.some((line) => line.includes("status link not made"))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(hash);
    }
    expect(received.filter((mail) => mail.raw.includes(reference))).toHaveLength(1);
    for (const mail of received) {
      expect(mail.raw).not.toContain(secret);
      expect(mail.raw).not.toContain(hash);
    }
  });
});

const log = {
  info: (object: object, message: string) =>
    logLines.push(JSON.stringify({ ...object, msg: message })),
};
const mailer = () =>
  smtpMailer({
    smtpUrl: `smtp://127.0.0.1:${SINK_PORT}`,
    from: "intake@agency.test",
    inboxUrl: INBOX_URL,
  });
