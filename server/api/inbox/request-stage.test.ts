import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import { call, enrolled, inboxApp, ORIGIN, testClock, type Session } from "../../test/inbox";
import { linkRequest, milestoneUrl, sendAs, stageAudits, storedRequest } from "../../test/stage";

/*
 * The stage routes (request-stage.ts): milestones per kind of request and in order, the public
 * note, withdrawing the link; the gate and the audit. A referral's e-mails:
 * request-stage-referral.test.ts.
 */
const REFERRER = "referrer-d31@clinic.test";
const clock = testClock("2026-03-02T15:00:00Z");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let built: ReturnType<typeof inboxApp>;
let ada: Session;
let cy: Session;

const send = (
  session: Session | undefined,
  method: "PUT" | "DELETE" | "POST",
  url: string,
  body?: unknown,
) => sendAs(built.app, session, method, url, body);
const stored = (formType: Parameters<typeof storedRequest>[1]) =>
  storedRequest(database.db, formType);
const linked = (reference: string) => linkRequest(database.db, reference);
const audits = (reference: string) => stageAudits(database.db, reference);
const milestone = milestoneUrl;

beforeAll(async () => {
  database = await freshDatabase();
  built = inboxApp(database, clock.now);
  ada = await enrolled(built.app, database, clock.now, { name: "Ada", role: "admin" }, 31);
  cy = await enrolled(built.app, database, clock.now, { name: "Cy", role: "staff" }, 32);
});
afterAll(async () => {
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
