import { createHash } from "node:crypto";
import type { SMTPServer } from "smtp-server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../db/store";
import { freshDatabase } from "../../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../../test/envelopes";
import {
  ARMORED,
  call,
  enrolled,
  inboxApp,
  INBOX_URL,
  ORIGIN,
  testClock,
  type Session,
} from "../../test/inbox";
import { smtpMailer } from "../../notify/mailer";
import { startSmtpSink, type SunkMail } from "../../../test/smtp-sink";

const SINK_PORT = 3753;
const MARKER = "Marker-D31-PHI";
const REFERRER = "referrer-d31@clinic.test";
// Monday 2 March 2026, 9:00 in Chicago.
const clock = testClock("2026-03-02T15:00:00Z");
const received: SunkMail[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let built: ReturnType<typeof inboxApp>;
let ada: Session;
let cy: Session;
let sink: SMTPServer;
let seed = 0;

/** A staff call with any method (the shared helper has no PUT). */
function send(
  session: Session | undefined,
  method: "PUT" | "DELETE" | "POST",
  url: string,
  body?: unknown,
) {
  return built.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      origin: ORIGIN,
      ...(session ? { cookie: session.cookie, "x-csrf-token": session.csrf } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A stored request of `formType` (its ciphertext is not read here). */
async function stored(formType: "contact" | "verification" | "referral" | "application") {
  seed += 1;
  const { reference } = await createStore(database.db).save({
    clientRequestId: `00000000-0000-4000-8000-${String(seed).padStart(12, "0")}`,
    formType,
    formVersion: 1,
    ciphertext: ARMORED(),
  });
  return reference;
}

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

/** Gives `reference` a status link, as a page's hash would (the secret is never stored). */
async function linked(reference: string) {
  const row = await database.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const hash = createHash("sha256").update(`secret-of-${reference}`).digest("hex");
  await database.db
    .insertInto("status_links")
    .values({ secret_hash: hash, submission_id: row.id })
    .execute();
}

const audits = async (reference: string) =>
  (
    await database.db
      .selectFrom("audit_events")
      .select(["action", "detail"])
      .where("subject", "=", reference)
      .orderBy("id")
      .execute()
  ).filter((row) => row.action !== "view");

const milestone = (reference: string, kind: string) => `requests/${reference}/milestones/${kind}`;

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
  cy = await enrolled(built.app, database, clock.now, { name: "Cy", role: "staff" }, 32);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await built.app.close();
  await database.drop();
});

describe("the stage routes' gate", () => {
  it("answers 401 without a session, 403 without the CSRF token or from another origin", async () => {
    const reference = await stored("contact");
    await linked(reference);
    const routes: ["PUT" | "DELETE" | "POST", string, unknown][] = [
      ["PUT", milestone(reference, "first_visit_scheduled"), { date: "2026-03-04" }],
      ["DELETE", milestone(reference, "first_visit_scheduled"), undefined],
      ["PUT", `requests/${reference}/public-note`, { code: "call_us" }],
      ["POST", `requests/${reference}/status-link/revoke`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await send(undefined, method, url, body)).statusCode, url).toBe(401);
      const noCsrf = await built.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { origin: ORIGIN, cookie: ada.cookie, "content-type": "application/json" },
        payload: JSON.stringify(body ?? {}),
      });
      expect(noCsrf.statusCode, url).toBe(403);
      expect(noCsrf.json().error).toBe("csrf");
      const foreign = await built.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: {
          origin: "https://elsewhere.test",
          cookie: ada.cookie,
          "x-csrf-token": ada.csrf,
          "content-type": "application/json",
        },
        payload: JSON.stringify(body ?? {}),
      });
      expect(foreign.statusCode, url).toBe(403);
    }
    expect(await audits(reference)).toEqual([]);
    const detail = await call(built.app, ada, "GET", `requests/${reference}`);
    expect(detail.json().stage).toEqual({ link: { revokedAt: null }, milestones: [], note: null });
  });

  it("answers 404 for a reference that is not there", async () => {
    for (const [method, url, body] of [
      ["PUT", milestone("BC-NOPE-0000", "first_visit_scheduled"), { date: "2026-03-04" }],
      ["DELETE", milestone("BC-NOPE-0000", "first_visit_scheduled"), undefined],
      ["PUT", "requests/BC-NOPE-0000/public-note", { code: null }],
      ["POST", "requests/BC-NOPE-0000/status-link/revoke", {}],
    ] as const) {
      const answer = await send(cy, method, url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ error: "not_found", message: expect.any(String) });
    }
  });
});

describe("PUT and DELETE requests/:reference/milestones/:kind", () => {
  it("takes a care request's first visit, scheduled then completed, in that order (any staff member)", async () => {
    const reference = await stored("contact");
    const early = await send(cy, "PUT", milestone(reference, "first_visit_completed"), {
      date: null,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: "not_scheduled", message: expect.any(String) });

    const scheduled = await send(cy, "PUT", milestone(reference, "first_visit_scheduled"), {
      date: "2026-12-01",
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toEqual({
      email: "not_given",
      stage: {
        link: null,
        note: null,
        milestones: [
          { kind: "first_visit_scheduled", date: "2026-12-01", at: clock.now().toISOString() },
        ],
      },
    });
    const completed = await send(cy, "PUT", milestone(reference, "first_visit_completed"), {
      date: null,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().stage.milestones.map((m: { kind: string }) => m.kind)).toEqual([
      "first_visit_scheduled",
      "first_visit_completed",
    ]);
    // A scheduled visit that was completed stays until "completed" is removed.
    const undo = await send(cy, "DELETE", milestone(reference, "first_visit_scheduled"));
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error).toBe("completed_first");
    expect(
      (await send(cy, "DELETE", milestone(reference, "first_visit_completed"))).statusCode,
    ).toBe(200);
    const again = await send(cy, "DELETE", milestone(reference, "first_visit_completed"));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("no_milestone");

    expect(await audits(reference)).toEqual([
      { action: "milestone", detail: { kind: "first_visit_scheduled", date: "2026-12-01" } },
      { action: "milestone", detail: { kind: "first_visit_completed" } },
      { action: "milestone_removed", detail: { kind: "first_visit_completed" } },
    ]);
  });

  it("re-dates a milestone with one audit row, and records nothing when the day is the same", async () => {
    const reference = await stored("verification");
    const url = milestone(reference, "first_visit_scheduled");
    expect((await send(ada, "PUT", url, { date: "2026-03-05" })).statusCode).toBe(200);
    expect((await send(ada, "PUT", url, { date: "2026-03-05" })).statusCode).toBe(200);
    const moved = await send(ada, "PUT", url, { date: "2026-03-06" });
    expect(moved.json().stage.milestones).toEqual([
      { kind: "first_visit_scheduled", date: "2026-03-06", at: clock.now().toISOString() },
    ]);
    expect((await audits(reference)).map((row) => row.detail)).toEqual([
      { kind: "first_visit_scheduled", date: "2026-03-05" },
      { kind: "first_visit_scheduled", date: "2026-03-06" },
    ]);
  });

  it("refuses with a reason: a kind the form does not take, a missing or extra date, a day not on the calendar", async () => {
    const contact = await stored("contact");
    const application = await stored("application");
    const cases: [string, unknown, number, string][] = [
      [milestone(contact, "interview"), { date: "2026-03-04" }, 400, "milestone_not_allowed"],
      [
        milestone(application, "first_visit_scheduled"),
        { date: "2026-03-04" },
        400,
        "milestone_not_allowed",
      ],
      [milestone(contact, "first_visit_scheduled"), { date: null }, 400, "date_required"],
      [milestone(application, "interview"), { date: null }, 400, "date_required"],
      [milestone(contact, "first_visit_completed"), { date: "2026-03-04" }, 400, "date_not_taken"],
      [milestone(contact, "first_visit_scheduled"), { date: "2026-02-30" }, 400, "bad_request"],
      [milestone(contact, "first_visit_scheduled"), { date: "12/01/2026" }, 400, "bad_request"],
      [milestone(contact, "first_visit_scheduled"), {}, 400, "bad_request"],
      [
        milestone(contact, "first_visit_scheduled"),
        { date: "2026-03-04", x: 1 },
        400,
        "bad_request",
      ],
      [milestone(contact, "discharged"), { date: "2026-03-04" }, 400, "bad_request"],
      [
        milestone(application, "interview"),
        { date: "2026-03-04", email: REFERRER },
        400,
        "email_not_taken",
      ],
    ];
    for (const [url, body, status, error] of cases) {
      const answer = await send(ada, "PUT", url, body);
      expect({ url, body, status: answer.statusCode, error: answer.json().error }).toEqual({
        url,
        body,
        status,
        error,
      });
      expect(answer.json().message).toBeTruthy();
    }
    expect(await audits(contact)).toEqual([]);
    const interview = await send(ada, "PUT", milestone(application, "interview"), {
      date: "2026-03-09",
    });
    expect(interview.json().stage.milestones).toEqual([
      { kind: "interview", date: "2026-03-09", at: clock.now().toISOString() },
    ]);
  });
});

describe("a referral's first visit", () => {
  it("waits for the referral's acceptance (409), then e-mails the referrer the reference, the milestone and the day only", async () => {
    const reference = await sealedReferral();
    const url = milestone(reference, "first_visit_scheduled");
    const early = await send(ada, "PUT", url, { date: "2026-12-01", email: REFERRER });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe("not_accepted");
    const accepted = await call(built.app, ada, "POST", `requests/${reference}/referral-outcome`, {
      outcome: "accepted",
    });
    expect(accepted.statusCode).toBe(200);
    received.length = 0;

    const scheduled = await send(ada, "PUT", url, { date: "2026-12-01", email: REFERRER });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().email).toBe("sent");
    const completed = await send(ada, "PUT", milestone(reference, "first_visit_completed"), {
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
    const answer = await send(ada, "PUT", milestone(reference, "first_visit_scheduled"), {
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
    const answer = await send(ada, "PUT", milestone(reference, "first_visit_scheduled"), {
      date: "2026-03-10",
    });
    expect(answer.statusCode).toBe(409);
  });
});

describe("PUT requests/:reference/public-note", () => {
  it("sets a code from the list, changes nothing on the same code, clears with null; never free text", async () => {
    const reference = await stored("contact");
    const url = `requests/${reference}/public-note`;
    const set = await send(cy, "PUT", url, { code: "waiting_for_doctor_order" });
    expect(set.json().stage.note).toEqual({
      code: "waiting_for_doctor_order",
      at: clock.now().toISOString(),
    });
    expect((await send(cy, "PUT", url, { code: "waiting_for_doctor_order" })).statusCode).toBe(200);
    for (const body of [
      { code: "Her hip is healing" },
      { code: 3 },
      {},
      { code: null, text: "x" },
    ]) {
      const refused = await send(cy, "PUT", url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    const cleared = await send(cy, "PUT", url, { code: null });
    expect(cleared.json().stage.note).toBeNull();
    const row = await database.db
      .selectFrom("submissions")
      .select(["public_note", "public_note_at"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ public_note: null, public_note_at: null });
    expect(await audits(reference)).toEqual([
      { action: "public_note", detail: { code: "waiting_for_doctor_order" } },
      { action: "public_note", detail: { code: null } },
    ]);
  });
});

describe("POST requests/:reference/status-link/revoke", () => {
  it("answers 404 no_link for a request without a link", async () => {
    const reference = await stored("contact");
    const answer = await send(cy, "POST", `requests/${reference}/status-link/revoke`, {});
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: "no_link", message: expect.any(String) });
  });

  it("withdraws the link once: revoked_at and revoked_by set, audited; again is 409", async () => {
    const reference = await stored("referral");
    await linked(reference);
    const url = `requests/${reference}/status-link/revoke`;
    const answer = await send(cy, "POST", url, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().stage.link).toEqual({ revokedAt: clock.now().toISOString() });
    const row = await database.db
      .selectFrom("status_links")
      .innerJoin("submissions", "submissions.id", "status_links.submission_id")
      .select(["status_links.revoked_at", "status_links.revoked_by"])
      .where("submissions.reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ revoked_at: clock.now(), revoked_by: cy.staffId });
    const again = await send(cy, "POST", url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("already_withdrawn");
    expect(await audits(reference)).toEqual([{ action: "status_link_revoked", detail: {} }]);
    const detail = await call(built.app, cy, "GET", `requests/${reference}`);
    expect(detail.json().stage.link).toEqual({ revokedAt: clock.now().toISOString() });
  });
});
