import type { SMTPServer } from "smtp-server";
import { startSmtpSink, type SunkMail } from "../../test/smtp-sink";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tamperWithAudit } from "../test/audit-tamper";
import { freshDatabase } from "../test/database";
import { freePorts } from "../test/spawn";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import {
  ARMORED,
  call,
  CHICAGO_OFFICE,
  enrolled,
  inboxApp,
  INBOX_URL,
  signIn,
  testClock,
  type Session,
} from "../test/inbox";
import { smtpMailer } from "./mailer";
import { alertOverdue } from "./outbox";
import { deliverDue } from "./worker";

const [SINK_PORT = 0, REFUSING_PORT = 0] = await freePorts(2);
const MARKER = "Marker-Q9Z7-PHI";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let built: ReturnType<typeof inboxApp>;
let ada: Session;
let cy: Session;
const logLines: string[] = [];
const received: SunkMail[] = [];

let sink: SMTPServer;
let refusing: SMTPServer;
const log = {
  info: (object: object, message: string) =>
    logLines.push(JSON.stringify({ ...object, msg: message })),
};
const mailer = (port: number) =>
  smtpMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "intake@agency.test",
    inboxUrl: INBOX_URL,
  });

async function submit(payload: unknown) {
  const { recipient } = await testKeys();
  const envelope = await validEnvelope(recipient, payload, {
    altcha: await solvedChallenge(built.proofOfWork),
  });
  const response = await built.app.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(envelope),
  });
  expect(response.statusCode).toBe(201);
  return response.json().reference as string;
}

beforeAll(async () => {
  database = await freshDatabase();
  built = inboxApp(database, clock.now, {
    logger: { level: "debug", stream: { write: (line: string) => logLines.push(line) } },
  });
  ada = await enrolled(
    built.app,
    database,
    clock.now,
    { name: "Ada", role: "admin", email: "ada@agency.test" },
    1,
  );
  cy = await enrolled(
    built.app,
    database,
    clock.now,
    { name: "Cy", role: "staff", email: "cy@agency.test" },
    2,
  );
  await enrolled(
    built.app,
    database,
    clock.now,
    { name: "Dee", role: "staff", email: "dee@agency.test" },
    3,
  );
  const dee = await database.db
    .selectFrom("staff")
    .select("id")
    .where("name", "=", "Dee")
    .executeTakeFirstOrThrow();
  await database.db.updateTable("staff").set({ notify: false }).where("id", "=", dee.id).execute();
  sink = await startSmtpSink(SINK_PORT, received);
  refusing = await startSmtpSink(REFUSING_PORT, received, { refuse: true });
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await new Promise((resolve) => refusing.close(() => resolve(undefined)));
  await built.app.close();
  await database.drop();
});

describe("notifications", () => {
  it("e-mails each colleague with notify on: the reference, the form type and the link, nothing sent", async () => {
    const reference = await submit({ name: MARKER, phone: "3125550100" });
    const result = await deliverDue(database.db, mailer(SINK_PORT), log, clock.now());
    expect(result).toEqual({ claimed: 2, sent: 2 });
    const mine = received.filter((message) => message.raw.includes(reference));
    expect(
      mine
        .map((message) => message.to)
        .flat()
        .sort(),
    ).toEqual(["ada@agency.test", "cy@agency.test"]);
    for (const message of mine) {
      expect(message.raw).toContain(`${INBOX_URL}#request=${reference}`);
      // The form's name from the registry, as the inbox says it: not the code "contact".
      expect(message.raw).toContain(`Subject: New care request ${reference}`);
      expect(message.raw).not.toMatch(/contact request/);
      expect(message.raw).not.toContain(MARKER);
      expect(message.raw).not.toContain("3125550100");
    }
    // Sent once: the next pass has nothing to do.
    expect(await deliverDue(database.db, mailer(SINK_PORT), log, clock.now())).toEqual({
      claimed: 0,
      sent: 0,
    });
  });

  it("retries a refused send after 1 and 5 minutes, then counts it as failed in the list", async () => {
    await submit({ name: "Another" });
    const pass = () => deliverDue(database.db, mailer(REFUSING_PORT), log, clock.now());
    expect((await pass()).sent).toBe(0);
    expect((await pass()).claimed).toBe(0); // not due again yet
    clock.advance(60_000);
    expect((await pass()).claimed).toBe(2);
    clock.advance(5 * 60_000);
    expect((await pass()).claimed).toBe(2);
    clock.advance(5 * 60_000);
    expect((await pass()).claimed).toBe(2);
    clock.advance(60 * 60_000);
    expect((await pass()).claimed).toBe(0);
    const session = await signIn(built.app, ada.authenticator);
    const csrf = (
      await call(built.app, { ...ada, cookie: session.cookie }, "GET", "sessions/current")
    ).json().csrfToken;
    ada = { ...ada, cookie: session.cookie, csrf };
    expect((await call(built.app, ada, "GET", "requests")).json().notificationFailures).toBe(2);
  });

  it("without SMTP logs `notification due` with the reference only", async () => {
    const reference = await submit({ name: MARKER });
    logLines.length = 0;
    await deliverDue(database.db, undefined, log, clock.now());
    const due = logLines.filter((line) => line.includes("notification due"));
    expect(due).toHaveLength(2);
    for (const line of due)
      expect(JSON.parse(line)).toEqual({ reference, kind: "new", msg: "notification due" });
  });

  it("e-mails the admins once about a request still new at 10:01 on Monday after a Friday 11 pm send", async () => {
    const reference = await submit({ name: "Weekend" });
    await database.db.updateTable("notification_outbox").set({ sent_at: clock.now() }).execute();
    await database.db
      .updateTable("submissions")
      .set({ received_at: new Date("2026-03-07T05:00:00Z") } as never)
      .where("reference", "=", reference)
      .execute();
    const rule = { schedule: CHICAGO_OFFICE, hours: 2 };
    await database.db
      .updateTable("submissions")
      .set({ overdue_alerted_at: new Date() })
      .where("reference", "!=", reference)
      .execute();
    expect(await alertOverdue(database.db, rule, new Date("2026-03-09T14:30:00Z"))).toEqual([]);
    expect(await alertOverdue(database.db, rule, new Date("2026-03-09T15:01:00Z"))).toEqual([
      reference,
    ]);
    expect(await alertOverdue(database.db, rule, new Date("2026-03-09T16:00:00Z"))).toEqual([]);
    received.length = 0;
    await deliverDue(database.db, mailer(SINK_PORT), log, new Date("2026-03-09T15:02:00Z"));
    expect(received.map((message) => message.to)).toEqual([["ada@agency.test"]]);
    expect(received[0]?.raw).toMatch(/Unanswered/);
    expect(received[0]?.raw).toContain(reference);
  });

  it("answers 201 even when the notification cannot be queued, and logs the reference only", async () => {
    await sql`alter table notification_outbox rename to outbox_away`.execute(database.db);
    try {
      logLines.length = 0;
      const reference = await submit({ name: MARKER });
      const line = logLines.find((entry) => entry.includes("notification not queued"));
      expect(line).toContain(reference);
      expect(line).not.toContain(MARKER);
    } finally {
      await sql`alter table outbox_away rename to notification_outbox`.execute(database.db);
    }
  });

  it("after a full flow no row and no log line holds a submitted value; the audit verifies", async () => {
    const reference = await submit({ name: MARKER, note: `${MARKER} lives at 1 Main St` });
    clock.advance(1000);
    await call(built.app, cy, "GET", `requests/${reference}`);
    const cyNow = await signIn(built.app, cy.authenticator);
    const csrf = (
      await call(built.app, { ...cy, cookie: cyNow.cookie }, "GET", "sessions/current")
    ).json().csrfToken;
    cy = { ...cy, cookie: cyNow.cookie, csrf };
    expect((await call(built.app, cy, "GET", `requests/${reference}`)).statusCode).toBe(200);
    await call(built.app, cy, "POST", `requests/${reference}/assign`, { staffId: cy.staffId });
    await call(built.app, cy, "POST", `requests/${reference}/notes`, { ciphertext: ARMORED() });
    await call(built.app, cy, "POST", `requests/${reference}/status`, { status: "contacted" });
    await call(built.app, cy, "POST", `requests/${reference}/export`, {});
    await deliverDue(database.db, mailer(SINK_PORT), log, clock.now());

    const { rows: tables } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(
      database.db,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const { rows } = await sql<{
        row: string;
      }>`select row_to_json(t)::text as row from ${sql.table(table_name)} t`.execute(database.db);
      for (const { row } of rows) expect(row, table_name).not.toContain(MARKER);
    }
    expect(logLines.join("\n")).not.toContain(MARKER);
    expect(logLines.join("\n")).toContain(reference);

    const audit = await call(built.app, ada, "GET", "audit");
    expect(audit.statusCode).toBe(200);
    expect(audit.json()).toMatchObject({ verified: true });
    // The head the daily e-mail carries: the newest row's id and hash.
    const newest = audit.json().items[0];
    expect(audit.json().head).toBe(`${newest.id}:${newest.hash}`);
    expect(audit.json().items[0]).toMatchObject({
      action: "export",
      subject: reference,
      staff: { name: "Cy" },
    });
    expect((await call(built.app, cy, "GET", "audit")).statusCode).toBe(403);
    const first = await database.db
      .selectFrom("audit_events")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await tamperWithAudit(
      database.db,
      sql`update audit_events set subject = 'forged' where id = ${first.id}::bigint`,
    );
    expect((await call(built.app, ada, "GET", "audit")).json()).toMatchObject({
      verified: false,
      brokenAt: String(first.id),
    });
  });
});
