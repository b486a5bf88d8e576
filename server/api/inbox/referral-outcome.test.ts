import type { SMTPServer } from "smtp-server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../../test/envelopes";
import { call, enrolled, inboxApp, ORIGIN, testClock, type Session } from "../../test/inbox";
import { smtpMailer } from "../../notify/mailer";
import { INBOX_URL } from "../../test/inbox";
import { startSmtpSink, type SunkMail } from "../../../test/smtp-sink";
import { freePorts } from "../../test/spawn";

const [SINK_PORT = 0] = await freePorts(1);
const MARKER = "Marker-R7K2-PHI";
const REFERRER = "referrer-r7k2@clinic.test";
const clock = testClock("2026-03-02T15:00:00Z");
const received: SunkMail[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let built: ReturnType<typeof inboxApp>;
let ada: Session;
let sink: SMTPServer;

/** A real sealed submission of `formType` whose payload carries the marker. */
async function submit(formType: "referral" | "contact") {
  const { recipient } = await testKeys();
  const payload = { patientFirstName: MARKER, referrerEmail: REFERRER };
  const envelope = await validEnvelope(recipient, payload, {
    formType,
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

const outcomeUrl = (reference: string) => `requests/${reference}/referral-outcome`;

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
  ada = await enrolled(built.app, database, clock.now, { name: "Ada", role: "admin" }, 11);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await built.app.close();
  await database.drop();
});

describe("POST requests/:reference/referral-outcome", () => {
  it("answers 401 without a session and 403 without the CSRF token", async () => {
    const reference = await submit("referral");
    const body = { outcome: "accepted", email: REFERRER };
    expect((await call(built.app, undefined, "POST", outcomeUrl(reference), body)).statusCode).toBe(
      401,
    );
    const noCsrf = await built.app.inject({
      method: "POST",
      url: `/api/v1/${outcomeUrl(reference)}`,
      headers: { origin: ORIGIN, cookie: ada.cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(received).toHaveLength(0);
  });

  it("answers 400 with the reason for a bad body or a request that is not a referral", async () => {
    const reference = await submit("referral");
    const bad = [
      { outcome: "declined", email: REFERRER },
      { outcome: "declined", reason: "other", email: REFERRER },
      { outcome: "accepted", reason: "no_capacity" },
      { outcome: "accepted", email: "not an address" },
      { outcome: "maybe" },
      { outcome: "accepted", extra: 1 },
    ];
    for (const body of bad) {
      const response = await call(built.app, ada, "POST", outcomeUrl(reference), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(
      (
        await call(built.app, ada, "POST", outcomeUrl(reference), {
          outcome: "declined",
          reason: "other",
        })
      ).json().message,
    ).toBe("The reason 'other' needs its words in reasonText");
    const contact = await submit("contact");
    const notReferral = await call(built.app, ada, "POST", outcomeUrl(contact), {
      outcome: "accepted",
    });
    expect(notReferral.statusCode).toBe(400);
    expect(notReferral.json().message).toBe("Only a referral has this outcome.");
    expect(received).toHaveLength(0);
  });

  it("declines with a reason: e-mails the referrer the reference and reason, no patient value, and keeps no address", async () => {
    const reference = await submit("referral");
    const response = await call(built.app, ada, "POST", outcomeUrl(reference), {
      outcome: "declined",
      reason: "outside_area",
      email: REFERRER,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.email).toBe("sent");
    expect(answer.summary).toMatchObject({
      reference,
      status: "contacted",
      referral: {
        outcome: "declined",
        reason: "outside_area",
        decidedAt: clock.now().toISOString(),
        emailSentAt: clock.now().toISOString(),
      },
    });
    const mail = received.find((message) => message.raw.includes(reference));
    expect(mail?.to).toEqual([REFERRER]);
    expect(mail?.raw).toContain("not able to accept");
    expect(mail?.raw).toContain("outside the area we serve");
    expect(mail?.raw).toMatch(/847-568-1033/);
    expect(mail?.raw).not.toContain(MARKER);

    // Nothing of the address in the row, the audit or anywhere in the database.
    const row = await sql<{ row: string }>`select to_jsonb(s)::text as row from submissions s
      where reference = ${reference}`.execute(database.db);
    expect(row.rows[0]?.row).not.toContain(REFERRER);
    expect(row.rows[0]?.row).toContain('"outcome_email_sent_at"');
    const dump = await sql<{ text: string }>`select string_agg(to_jsonb(a)::text, '') as text
      from audit_events a`.execute(database.db);
    expect(dump.rows[0]?.text).not.toContain(REFERRER);
    expect(dump.rows[0]?.text).toContain("referral_outcome");

    // Decided: another outcome is refused, the same again too once e-mailed.
    const again = await call(built.app, ada, "POST", outcomeUrl(reference), {
      outcome: "accepted",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This referral was already declined.");
  });

  it("accepts without an address: recorded, no e-mail", async () => {
    const reference = await submit("referral");
    received.length = 0;
    const response = await call(built.app, ada, "POST", outcomeUrl(reference), {
      outcome: "accepted",
    });
    expect(response.json()).toMatchObject({
      email: "not_given",
      summary: { referral: { outcome: "accepted", reason: null, emailSentAt: null } },
    });
    expect(received).toHaveLength(0);
  });
});

describe("overdue referrals", () => {
  it("flags a referral still new after one office hour, a care request only after two", async () => {
    const referral = await submit("referral");
    const contact = await submit("contact");
    // Both arrived Monday 8:00 in Chicago, as the office opened; it is 9:00 now (the clock).
    await database.db
      .updateTable("submissions")
      .set({ received_at: new Date("2026-03-02T14:00:00Z") } as never)
      .where("reference", "in", [referral, contact])
      .execute();
    const list = await call(built.app, ada, "GET", "requests?status=new");
    const overdue = (reference: string) =>
      list.json().items.find((item: { reference: string }) => item.reference === reference)
        ?.overdue;
    expect(overdue(referral)).toBe(true);
    expect(overdue(contact)).toBe(false);
  });
});
