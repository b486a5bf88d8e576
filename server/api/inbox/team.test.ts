import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import {
  call,
  enrolled,
  inboxApp,
  reauthenticated,
  testClock,
  type Session,
} from "../../test/inbox";

/* The team (docs/INBOX-DESIGN.md): e-mail on accounts and invitations, roles, pending invitations. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
  await reauthenticated(app, ada);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

let seed = 10;
const member = (email?: string) =>
  enrolled(
    app,
    database,
    clock.now,
    { name: `Member ${seed}`, role: "staff", ...(email ? { email } : {}) },
    (seed += 1),
  );
const audit = (action: string) =>
  database.db.selectFrom("audit_events").selectAll().where("action", "=", action).execute();

describe("e-mail: one person, one account", () => {
  it("invites with an address, and refuses it again in other capitals (409 email_taken)", async () => {
    await member("bo@agency.example");
    const again = await call(app, ada, "POST", "staff/invitations", {
      name: "Bo again",
      role: "staff",
      email: "BO@Agency.Example",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "email_taken",
      message: expect.stringMatching(/one person, one account/),
    });
    const fresh = await call(app, ada, "POST", "staff/invitations", {
      name: "Cy",
      role: "staff",
      email: " cy@agency.example ",
    });
    expect(fresh.statusCode).toBe(201);
    const pending = (await call(app, ada, "GET", "staff/invitations")).json().invitations;
    expect(pending).toContainEqual(
      expect.objectContaining({
        name: "Cy",
        email: "cy@agency.example",
        forStaffId: null,
        invitedBy: "Ada",
      }),
    );
  });

  it.each([
    "no-at-sign",
    "two@@agency.example",
    "a b@agency.example",
    "nodot@agency",
    `${"a".repeat(250)}@x.example`,
  ])("refuses the address %s (400)", async (email) => {
    const answer = await call(app, ada, "POST", "staff/invitations", {
      name: "X",
      role: "staff",
      email,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe("bad_request");
  });

  it("lets an admin set a colleague's address, and refuses one on another account", async () => {
    const dee = await member();
    const set = await call(app, ada, "PATCH", `staff/${dee.staffId}`, {
      email: "dee@agency.example",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: dee.staffId, email: "dee@agency.example" });
    const taken = await call(app, ada, "PATCH", `staff/${dee.staffId}`, {
      email: "Bo@agency.example",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("email_taken");
    expect((await audit("email")).some((row) => row.subject === dee.staffId)).toBe(true);
  });

  it("lets the person set their own address in settings, and clear it", async () => {
    const eve = await member();
    const own = await call(app, eve, "PATCH", "staff/me", { email: "eve@agency.example" });
    expect(own.json()).toMatchObject({ email: "eve@agency.example", notify: true });
    const taken = await call(app, eve, "PATCH", "staff/me", { email: "BO@agency.example" });
    expect(taken.statusCode).toBe(409);
    const cleared = await call(app, eve, "PATCH", "staff/me", { email: null, notify: false });
    expect(cleared.json()).toMatchObject({ email: null, notify: false });
  });

  it("frees an address when its account is disabled", async () => {
    const fay = await member("fay@agency.example");
    expect((await call(app, ada, "POST", `staff/${fay.staffId}/disable`, {})).statusCode).toBe(200);
    const again = await call(app, ada, "POST", "staff/invitations", {
      name: "Fay",
      role: "staff",
      email: "fay@agency.example",
    });
    expect(again.statusCode).toBe(201);
  });
});

describe("roles", () => {
  it("promotes a colleague after a fresh re-authentication, audited with both roles", async () => {
    const gus = await member();
    clock.advance(10 * 60_000);
    const stale = await call(app, ada, "PATCH", `staff/${gus.staffId}`, { role: "admin" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe("reauth_required");
    await reauthenticated(app, ada);
    const promoted = await call(app, ada, "PATCH", `staff/${gus.staffId}`, { role: "admin" });
    expect(promoted.json()).toMatchObject({ role: "admin" });
    const rows = await audit("role");
    expect(rows.at(-1)).toMatchObject({
      subject: gus.staffId,
      detail: { from: "staff", to: "admin" },
    });
    // And back: two admins, so demoting one leaves another.
    const demoted = await call(app, ada, "PATCH", `staff/${gus.staffId}`, { role: "staff" });
    expect(demoted.json()).toMatchObject({ role: "staff" });
  });

  it("never demotes the last active admin (409 last_admin)", async () => {
    const answer = await call(app, ada, "PATCH", `staff/${ada.staffId}`, { role: "staff" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: "last_admin",
      message: expect.stringMatching(/last active administrator/),
    });
    const row = await database.db
      .selectFrom("staff")
      .select("role")
      .where("id", "=", ada.staffId)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("admin");
  });

  it("answers 404 for an unknown colleague", async () => {
    const answer = await call(app, ada, "PATCH", "staff/00000000-0000-4000-8000-000000000000", {
      email: null,
    });
    expect(answer.statusCode).toBe(404);
  });

  it("is an admin's change only (staff get 403)", async () => {
    const hal = await member();
    const answer = await call(app, hal, "PATCH", `staff/${hal.staffId}`, { role: "admin" });
    expect(answer.statusCode).toBe(403);
  });
});

describe("pending invitations", () => {
  it("revokes one: gone from the list, its link refused, audited", async () => {
    const made = await call(app, ada, "POST", "staff/invitations", { name: "Ivy", role: "admin" });
    const token = new URL(made.json().link).hash.replace("#invite=", "");
    const listed = (await call(app, ada, "GET", "staff/invitations")).json().invitations;
    const ivy = listed.find((row: { name: string }) => row.name === "Ivy");
    expect(ivy).toMatchObject({
      role: "admin",
      email: null,
      expiresAt: "2026-03-03T15:10:00.000Z",
    });
    expect((await call(app, ada, "DELETE", `staff/invitations/${ivy.id}`)).statusCode).toBe(204);
    const after = (await call(app, ada, "GET", "staff/invitations")).json().invitations;
    expect(after.some((row: { name: string }) => row.name === "Ivy")).toBe(false);
    const options = await call(app, undefined, "POST", "enrolment/options", { token });
    expect(options.statusCode).toBe(400);
    expect((await audit("invite_revoke")).length).toBe(1);
    expect((await call(app, ada, "DELETE", `staff/invitations/${ivy.id}`)).statusCode).toBe(404);
  });

  it("lists no expired invitation", async () => {
    await call(app, ada, "POST", "staff/invitations", { name: "Jo", role: "staff" });
    // Expired an hour ago (the clock cannot move 24 hours: the session would end first).
    await database.db
      .updateTable("invitations")
      .set({ expires_at: new Date(clock.now().getTime() - 3_600_000) })
      .where("name", "=", "Jo")
      .execute();
    const listed = (await call(app, ada, "GET", "staff/invitations")).json().invitations;
    expect(listed.some((row: { name: string }) => row.name === "Jo")).toBe(false);
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe("the page's poll for a new grant", () => {
  it("answers one's keys and grants without counting as activity", async () => {
    const kim = await member();
    const seen = () =>
      database.db
        .selectFrom("sessions")
        .select("last_seen_at")
        .where("staff_id", "=", kim.staffId)
        .executeTakeFirstOrThrow();
    const before = (await seen()).last_seen_at.getTime();
    clock.advance(60_000);
    const polled = await call(app, kim, "GET", "staff/me/keys");
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({ memberKeys: [expect.any(Object)], grants: [] });
    expect((await seen()).last_seen_at.getTime()).toBe(before);
    // An ordinary read does count (the difference the poll relies on).
    await call(app, kim, "GET", "keys");
    expect((await seen()).last_seen_at.getTime()).toBe(before + 60_000);
  });
});
