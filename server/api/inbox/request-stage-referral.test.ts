import type { SMTPServer } from "smtp-server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../../test/envelopes";
import { call, enrolled, inboxApp, INBOX_URL, testClock, type Session } from "../../test/inbox";
import { milestoneUrl as milestone, sendAs, stageAudits } from "../../test/stage";
import { smtpMailer } from "../../notify/mailer";
import { startSmtpSink, type SunkMail } from "../../../test/smtp-sink";
import { freePorts } from "../../test/spawn";

/*
 * A referral's first visit (request-stage.ts): only once accepted, and e-mailed to the referrer
 * (an SMTP sink) with the reference, the milestone and the day; the address is never stored.
 */
const [SINK_PORT = 0, REFUSING_PORT = 0] = await freePorts(2);
const MARKER = "Marker-D31-PHI";
const REFERRER = "referrer-d31@clinic.test";
// Monday 2 March 2026, 9:00 in Chicago.
const clock = testClock("2026-03-02T15:00:00Z");
const received: SunkMail[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let built: ReturnType<typeof inboxApp>;
let ada: Session;
let sink: SMTPServer;

const send = (method: "PUT" | "DELETE" | "POST", url: string, body?: unknown) =>
  sendAs(built.app, ada, method, url, body);
const audits = (reference: string) => stageAudits(database.db, reference);

/** A real sealed referral whose payload carries the marker and the referrer's address. */
async function sealedReferral() {
  const { recipient } = await testKeys();
  const envelope = await validEnvelope(
    recipient,
    { patientFirstName: MARKER, referrerEmail: REFERRER, diagnosis: MARKER },
    { formType: "referral", altcha: await solvedChallenge(built.proofOfWork) },
  );
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
  sink = await startSmtpSink(SINK_PORT, received);
  built = inboxApp(database, clock.now, {
    mailer: smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${SINK_PORT}`,
      from: "intake@agency.test",
      inboxUrl: INBOX_URL,
    }),
  });
  ada = await enrolled(built.app, database, clock.now, { name: "Ada", role: "admin" }, 31);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await built.app.close();
  await database.drop();
});

describe("a referral's first visit", () => {
  it("waits for the referral's acceptance (409), then e-mails the referrer the reference, the milestone and the day only", async () => {
    const reference = await sealedReferral();
    const url = milestone(reference, "first_visit_scheduled");
    const early = await send("PUT", url, { date: "2026-12-01", email: REFERRER });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe("not_accepted");
    const accepted = await call(built.app, ada, "POST", `requests/${reference}/referral-outcome`, {
      outcome: "accepted",
    });
    expect(accepted.statusCode).toBe(200);
    received.length = 0;

    const scheduled = await send("PUT", url, { date: "2026-12-01", email: REFERRER });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().email).toBe("sent");
    const completed = await send("PUT", milestone(reference, "first_visit_completed"), {
      date: null,
      email: REFERRER,
    });
    expect(completed.json().email).toBe("sent");
    expect(received.map((mail) => mail.to)).toEqual([[REFERRER], [REFERRER]]);
    const [first, second] = received.map((mail) => mail.raw.replace(/=\r?\n/g, ""));
    expect(first).toContain(`Subject: Referral ${reference}: first visit scheduled`);
    expect(first).toContain(
      `The first visit for your referral ${reference} is scheduled for Tuesday, December 1, 2026.`,
    );
    // Completed: the day it was marked, in the office's time zone.
    expect(second).toContain(`was completed on Monday, March 2, 2026.`);
    for (const raw of [first, second]) {
      expect(raw).not.toContain(MARKER);
      expect(raw).not.toMatch(/patientFirstName|diagnosis|secret/i);
    }
    // The address is nowhere in the database; the e-mails are in the audit by kind only.
    const dump = await sql<{ text: string }>`select
      (select string_agg(to_jsonb(a)::text, '') from audit_events a) ||
      (select string_agg(to_jsonb(m)::text, '') from request_milestones m) ||
      (select string_agg(to_jsonb(s)::text, '') from submissions s) as text`.execute(database.db);
    expect(dump.rows[0]?.text).not.toContain(REFERRER);
    expect((await audits(reference)).map((row) => row.action)).toEqual([
      "referral_outcome",
      "milestone",
      "milestone_email",
      "milestone",
      "milestone_email",
    ]);
  });

  it("records the milestone without an address (nothing e-mailed)", async () => {
    const reference = await sealedReferral();
    await call(built.app, ada, "POST", `requests/${reference}/referral-outcome`, {
      outcome: "accepted",
    });
    received.length = 0;
    const answer = await send("PUT", milestone(reference, "first_visit_scheduled"), {
      date: "2026-03-10",
    });
    expect(answer.json()).toMatchObject({ email: "not_given" });
    expect(received).toEqual([]);
  });

  it("refuses a declined referral's first visit", async () => {
    const reference = await sealedReferral();
    await call(built.app, ada, "POST", `requests/${reference}/referral-outcome`, {
      outcome: "declined",
      reason: "outside_area",
    });
    const answer = await send("PUT", milestone(reference, "first_visit_scheduled"), {
      date: "2026-03-10",
    });
    expect(answer.statusCode).toBe(409);
  });

  it("answers 502 when the e-mail fails: the milestone stays recorded, a retry records nothing twice", async () => {
    const refused: SunkMail[] = [];
    const refusing = await startSmtpSink(REFUSING_PORT, refused, { refuse: true });
    const failing = inboxApp(database, clock.now, {
      mailer: smtpMailer({
        smtpUrl: `smtp://127.0.0.1:${REFUSING_PORT}`,
        from: "intake@agency.test",
        inboxUrl: INBOX_URL,
      }),
    });
    try {
      const reference = await sealedReferral();
      await call(built.app, ada, "POST", `requests/${reference}/referral-outcome`, {
        outcome: "accepted",
      });
      const url = milestone(reference, "first_visit_scheduled");
      const body = { date: "2026-03-10", email: REFERRER };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await sendAs(failing.app, ada, "PUT", url, body);
        expect(answer.statusCode).toBe(502);
        expect(answer.json()).toMatchObject({ error: "email_failed", message: expect.any(String) });
      }
      const detail = await call(built.app, ada, "GET", `requests/${reference}`);
      expect(detail.json().stage.milestones).toEqual([
        { kind: "first_visit_scheduled", date: "2026-03-10", at: clock.now().toISOString() },
      ]);
      expect((await audits(reference)).map((row) => row.action)).toEqual([
        "referral_outcome",
        "milestone",
      ]);
    } finally {
      await failing.app.close();
      await new Promise((resolve) => refusing.close(() => resolve(undefined)));
    }
  });
});
