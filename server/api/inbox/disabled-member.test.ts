import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../db/store";
import { createTeamStore } from "../../db/team-store";
import { freshDatabase } from "../../test/database";
import {
  ARMORED,
  call,
  enrolled,
  fakeRecipient,
  inboxApp,
  reauthenticated,
  testClock,
  type Session,
} from "../../test/inbox";

/*
 * A disabled member's pending actions fail: a request of theirs already past the access hook
 * when an administrator disables them is refused at its write, and what they set in motion
 * (invitations) cannot be used.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
/** Set by a test: the next request to this URL disables this member after the access hook. */
let inFlight: { url: string; victim: string } | null = null;
/** Set by a test: requests to these URLs wait for each other after the access hook. */
let together: { urls: string[]; arrived: number; release: () => void; all: Promise<void> } | null =
  null;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  const team = createTeamStore(database.db);
  // After the access hook let the request in, before its handler writes.
  app.addHook("preHandler", async (request) => {
    if (together?.urls.includes(request.url)) {
      const meeting = together;
      meeting.arrived += 1;
      if (meeting.arrived === meeting.urls.length) meeting.release();
      await meeting.all;
    }
    if (inFlight && request.url === inFlight.url) {
      const { victim } = inFlight;
      inFlight = null;
      expect(await team.disable(victim, ada.staffId, clock.now())).toBe(true);
    }
  });
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

let seed = 10;
const member = (role: "admin" | "staff" = "staff") =>
  enrolled(app, database, clock.now, { name: `Member ${seed}`, role }, (seed += 1));

const memberKeys = async (staffId: string) =>
  database.db.selectFrom("member_keys").select("id").where("staff_id", "=", staffId).execute();

describe("a disabled member", () => {
  it("has a device key in flight refused at the write (401 signed_out), and none is kept", async () => {
    const dee = await reauthenticated(app, await member());
    inFlight = { url: "/api/v1/keys/members", victim: dee.staffId };
    const answer = await call(app, dee, "POST", "keys/members", {
      memberKey: { kind: "device", recipient: fakeRecipient(90), wrappedIdentity: null },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: "signed_out", message: expect.any(String) });
    expect(await memberKeys(dee.staffId)).toHaveLength(0);
  });

  it("has a request's status change in flight refused at the write, and the request unchanged", async () => {
    const { reference } = await createStore(database.db).save({
      clientRequestId: "00000000-0000-4000-8000-000000000001",
      formType: "contact",
      formVersion: 1,
      ciphertext: ARMORED(),
    });
    const dee = await member();
    const url = `/api/v1/requests/${reference}/status`;
    inFlight = { url, victim: dee.staffId };
    const answer = await call(app, dee, "POST", `requests/${reference}/status`, {
      status: "contacted",
    });
    expect(answer.statusCode).toBe(401);
    const row = await database.db
      .selectFrom("submissions")
      .select("status")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
  });

  it("cannot turn notifications back on with a request in flight", async () => {
    const dee = await member();
    inFlight = { url: "/api/v1/staff/me", victim: dee.staffId };
    expect((await call(app, dee, "PATCH", "staff/me", { notify: true })).statusCode).toBe(401);
    const row = await database.db
      .selectFrom("staff")
      .select("notify")
      .where("id", "=", dee.staffId)
      .executeTakeFirstOrThrow();
    expect(row.notify).toBe(false);
  });

  it("is refused its next request after the disable (401), writes included", async () => {
    const dee = await reauthenticated(app, await member());
    expect((await call(app, ada, "POST", `staff/${dee.staffId}/disable`, {})).statusCode).toBe(200);
    const answer = await call(app, dee, "POST", "keys/members", {
      memberKey: { kind: "device", recipient: fakeRecipient(91), wrappedIdentity: null },
    });
    expect(answer.statusCode).toBe(401);
    expect((await call(app, dee, "PATCH", "staff/me", { notify: true })).statusCode).toBe(401);
  });

  it("leaves no usable invitation: those not yet used are revoked, one in flight is refused", async () => {
    const bob = await reauthenticated(app, await member("admin"));
    const invited = await call(app, bob, "POST", "staff/invitations", {
      name: "Eve",
      role: "staff",
    });
    expect(invited.statusCode).toBe(201);
    const token = /#invite=([\w-]+)$/.exec(invited.json().link)?.[1];
    expect((await call(app, ada, "POST", `staff/${bob.staffId}/disable`, {})).statusCode).toBe(200);
    const used = await call(app, undefined, "POST", "enrolment/options", { token });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe("invalid_invitation");
    const audit = await database.db
      .selectFrom("audit_events")
      .select("detail")
      .where("action", "=", "disable")
      .where("subject", "=", bob.staffId)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toEqual({ invitationsRevoked: 1 });

    const carl = await reauthenticated(app, await member("admin"));
    inFlight = { url: "/api/v1/staff/invitations", victim: carl.staffId };
    const late = await call(app, carl, "POST", "staff/invitations", { name: "Fay", role: "staff" });
    expect(late.statusCode).toBe(401);
    expect(
      await database.db
        .selectFrom("invitations")
        .select("name")
        .where("name", "=", "Fay")
        .execute(),
    ).toHaveLength(0);
  });

  it("two administrators disabling each other at once: one wins, the other is refused (no 500)", async () => {
    const [gil, hal] = [await member("admin"), await member("admin")];
    // Both past the access hook (both still active) before either handler runs.
    let release = () => {};
    const all = new Promise<void>((resolve) => (release = resolve));
    const urls = [`/api/v1/staff/${hal.staffId}/disable`, `/api/v1/staff/${gil.staffId}/disable`];
    together = { urls, arrived: 0, release, all };
    const answers = await Promise.all([
      call(app, gil, "POST", `staff/${hal.staffId}/disable`, {}),
      call(app, hal, "POST", `staff/${gil.staffId}/disable`, {}),
    ]);
    together = null;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const rows = await database.db
      .selectFrom("staff")
      .select("disabled_at")
      .where("id", "in", [gil.staffId, hal.staffId])
      .execute();
    expect(rows.filter((row) => row.disabled_at !== null)).toHaveLength(1);
  });
});
