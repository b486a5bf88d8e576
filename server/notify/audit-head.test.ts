import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SunkMail } from "../../test/smtp-sink";
import { freePorts } from "../test/spawn";
import { appendAudit, auditHead, formatHead } from "../db/audit-store";
import { freshDatabase } from "../test/database";
import { CHICAGO_OFFICE, INBOX_URL, testClock } from "../test/inbox";
import { runInboxJobs } from "./jobs";
import { smtpMailer } from "./mailer";

const [SINK_PORT = 0] = await freePorts(1);
const MARKER = "Marker-H8";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let sink: SMTPServer;
const received: SunkMail[] = [];
// 00:30 in Chicago on Monday 2 March 2026.
const clock = testClock("2026-03-02T06:30:00Z");
const log = { info: () => {}, error: () => {} };

/** The message as read: quoted-printable's soft line breaks and escapes undone. */
const text = (mail: SunkMail | undefined) =>
  (mail?.raw ?? "")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const jobs = () =>
  runInboxJobs({
    db: database.db,
    mailer: smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${SINK_PORT}`,
      from: "intake@agency.test",
      inboxUrl: INBOX_URL,
    }),
    rule: { schedule: CHICAGO_OFFICE, hours: 2 },
    retentionDays: 90,
    now: clock.now,
    log,
  });

const append = () =>
  database.db.transaction().execute((trx) =>
    appendAudit(trx, clock.now(), {
      staffId: null,
      action: "request_read",
      subject: `BC-${MARKER}`,
      detail: { note: MARKER },
    }),
  );

beforeAll(async () => {
  database = await freshDatabase();
  await database.db
    .insertInto("staff")
    .values([
      { name: `Ada ${MARKER}`, role: "admin", email: "ada@agency.test" },
      { name: "Bo", role: "admin", email: null },
      { name: "Cy", role: "staff", email: "cy@agency.test" },
      { name: "Dee", role: "admin", email: "dee@agency.test", disabled_at: new Date() },
    ])
    .execute();
  await append();
  sink = await startSmtpSink(SINK_PORT, received);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await database.drop();
});

describe("the daily audit-head e-mail", () => {
  it("goes once per office day to the active admins with an address, with the head and nothing else", async () => {
    const head = formatHead(await auditHead(database.db));
    expect((await jobs()).auditHeads).toBe(1);
    expect(received.map((mail) => mail.to)).toEqual([["ada@agency.test"]]);
    const raw = text(received[0]);
    expect(raw).toContain("Subject: Audit head on 2026-03-02");
    expect(raw).toContain(`Audit head on 2026-03-02: ${head}`);
    expect(raw).toContain(`audit-verify --expect-head ${head}`);
    // Content-free: no name, no request, no audit detail.
    expect(raw).not.toContain(MARKER);
    expect(raw).not.toMatch(/\bAda\b|\bCy\b|BC-/);

    // The same day, later passes send nothing more.
    await append();
    clock.advance(30_000);
    expect((await jobs()).auditHeads).toBe(0);
    clock.set("2026-03-03T05:59:00Z"); // 23:59 in Chicago, still the 2nd
    expect((await jobs()).auditHeads).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("goes again on the next office day, with the head as it stands then", async () => {
    clock.set("2026-03-03T06:00:30Z"); // 00:00:30 in Chicago on the 3rd
    const head = formatHead(await auditHead(database.db));
    expect((await jobs()).auditHeads).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.to).toEqual(["ada@agency.test"]);
    expect(text(received[1])).toContain(`Audit head on 2026-03-03: ${head}`);
    expect((await jobs()).auditHeads).toBe(0);
    expect(received).toHaveLength(2);
  });
});
