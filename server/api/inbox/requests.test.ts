import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestActions } from "../../db/request-actions";
import { createStore } from "../../db/store";
import { freshDatabase } from "../../test/database";
import {
  ARMORED,
  call,
  enrolled,
  inboxApp,
  signIn,
  testClock,
  type Session,
} from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
let cy: Session;
let counter = 0;

/** A stored request received at `at` (the service's clock does not set received_at). */
async function stored(at: string, formType: "contact" | "verification" = "contact") {
  counter += 1;
  const saved = await createStore(database.db).save({
    clientRequestId: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    formType,
    formVersion: 1,
    ciphertext: ARMORED(),
  });
  await database.db
    .updateTable("submissions")
    .set({ received_at: new Date(at), updated_at: new Date(at) } as never)
    .where("reference", "=", saved.reference)
    .execute();
  return saved.reference;
}

/** After the clock jumps days ahead the session has idled out: sign in again. */
async function again(session: Session): Promise<Session> {
  const { cookie } = await signIn(app, session.authenticator);
  const csrf = (await call(app, { ...session, cookie }, "GET", "sessions/current")).json()
    .csrfToken;
  return { ...session, cookie, csrf };
}

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada Admin", role: "admin" }, 1);
  cy = await enrolled(app, database, clock.now, { name: "Cy Staff", role: "staff" }, 2);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("requests", () => {
  it("lists newest first with filters and keyset pages, and the oldest unanswered", async () => {
    const refs = [];
    for (let i = 0; i < 5; i += 1) {
      refs.push(await stored(`2026-03-02T1${i}:00:00Z`, i % 2 ? "verification" : "contact"));
    }
    const first = await call(app, ada, "GET", "requests?limit=2");
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((item: { reference: string }) => item.reference)).toEqual([
      refs[4],
      refs[3],
    ]);
    expect(page1.oldestUnansweredAt).toBe("2026-03-02T10:00:00.000Z");
    expect(page1.notificationFailures).toBe(0);
    const page2 = (
      await call(app, ada, "GET", `requests?limit=2&cursor=${page1.nextCursor}`)
    ).json();
    const page3 = (
      await call(app, ada, "GET", `requests?limit=2&cursor=${page2.nextCursor}`)
    ).json();
    expect(
      [...page2.items, ...page3.items].map((item: { reference: string }) => item.reference),
    ).toEqual([refs[2], refs[1], refs[0]]);
    expect(page3.nextCursor).toBeNull();
    const verification = (await call(app, ada, "GET", "requests?type=verification")).json();
    expect(verification.items.map((item: { reference: string }) => item.reference).sort()).toEqual(
      [refs[1], refs[3]].sort(),
    );
    expect((await call(app, ada, "GET", "requests?cursor=nonsense")).statusCode).toBe(400);
    expect((await call(app, ada, "GET", "requests?status=lost")).statusCode).toBe(400);
  });

  it("shows a request's detail, marks it read for that person only, and audits the view", async () => {
    const reference = await stored("2026-03-02T14:30:00Z");
    const detail = await call(app, cy, "GET", `requests/${reference}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      reference,
      ciphertext: ARMORED(),
      read: true,
      notes: [],
    });
    const list = (await call(app, cy, "GET", "requests")).json().items;
    const adaList = (await call(app, ada, "GET", "requests")).json().items;
    const find = (items: { reference: string; read: boolean }[]) =>
      items.find((item) => item.reference === reference)?.read;
    expect(find(list)).toBe(true);
    expect(find(adaList)).toBe(false);
    const history = (await call(app, ada, "GET", `requests/${reference}`)).json().history;
    expect(history).toEqual([
      expect.objectContaining({ action: "view", actor: { id: cy.staffId, name: "Cy Staff" } }),
      expect.objectContaining({ action: "view", actor: { id: ada.staffId, name: "Ada Admin" } }),
    ]);
    expect((await call(app, ada, "GET", "requests/BC-NONE0")).statusCode).toBe(404);
  });

  it("assigns, filters by assignee, and refuses an unknown colleague", async () => {
    const reference = await stored("2026-03-02T14:40:00Z");
    const assigned = await call(app, ada, "POST", `requests/${reference}/assign`, {
      staffId: cy.staffId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignee).toEqual({ id: cy.staffId, name: "Cy Staff" });
    const mine = (await call(app, cy, "GET", "requests?assignee=me")).json().items;
    expect(mine.map((item: { reference: string }) => item.reference)).toEqual([reference]);
    const unknown = await call(app, ada, "POST", `requests/${reference}/assign`, {
      staffId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("moves status new → contacted → closed with an outcome and refuses other moves with a reason", async () => {
    const reference = await stored("2026-03-02T14:50:00Z");
    const status = (body: unknown) => call(app, cy, "POST", `requests/${reference}/status`, body);
    const same = await status({ status: "new" });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/already new/);
    expect((await status({ status: "contacted", outcome: "admitted" })).statusCode).toBe(400);
    expect((await status({ status: "contacted" })).json()).toMatchObject({ status: "contacted" });
    const back = await status({ status: "new" });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toMatch(/contacted request cannot become new/);
    const noOutcome = await status({ status: "closed" });
    expect(noOutcome.json().message).toMatch(/needs an outcome/);
    expect((await status({ status: "closed", outcome: "maybe" })).statusCode).toBe(400);
    const closed = await status({ status: "closed", outcome: "admitted" });
    expect(closed.json()).toMatchObject({
      status: "closed",
      outcome: "admitted",
      closedAt: clock.now().toISOString(),
    });
  });

  it("keeps notes as ciphertext only, refuses plaintext, and audits notes and exports", async () => {
    const reference = await stored("2026-03-02T14:55:00Z");
    const plain = await call(app, cy, "POST", `requests/${reference}/notes`, {
      ciphertext: "Called, left a message",
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/armored age/);
    const note = await call(app, cy, "POST", `requests/${reference}/notes`, {
      ciphertext: ARMORED("bm90ZQ=="),
    });
    expect(note.statusCode).toBe(201);
    expect((await call(app, cy, "POST", `requests/${reference}/export`, {})).statusCode).toBe(204);
    const detail = (await call(app, cy, "GET", `requests/${reference}`)).json();
    expect(detail.notes).toEqual([
      expect.objectContaining({
        ciphertext: ARMORED("bm90ZQ=="),
        author: { id: cy.staffId, name: "Cy Staff" },
      }),
    ]);
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual([
      "note",
      "export",
      "view",
    ]);
  });

  it("returns what changed since a time, and the time to ask from next", async () => {
    const since = clock.now().toISOString();
    clock.advance(1000);
    const reference = await stored("2026-03-02T14:58:00Z");
    // The store stamps updated_at with the database's clock; align it with the test clock.
    await database.db
      .updateTable("submissions")
      .set({ updated_at: clock.now() })
      .where("reference", "=", reference)
      .execute();
    const changes = await call(app, cy, "GET", `requests/changes?since=${since}`);
    expect(changes.json().items.map((item: { reference: string }) => item.reference)).toEqual([
      reference,
    ]);
    expect(changes.json().now).toBe(clock.now().toISOString());
    expect((await call(app, cy, "GET", "requests/changes?since=yesterday")).statusCode).toBe(400);
  });

  it("flags a request sent Friday 11 pm overdue on Monday at 10:01 am Chicago, not at 9:30", async () => {
    // Friday 6 March 2026, 11 pm CST; Monday 9 March is after the switch to CDT (UTC-5).
    const reference = await stored("2026-03-07T05:00:00Z");
    const overdue = async () =>
      (await call(app, ada, "GET", "requests"))
        .json()
        .items.find((item: { reference: string }) => item.reference === reference).overdue;
    clock.set("2026-03-09T14:30:00Z");
    ada = await again(ada);
    expect(await overdue()).toBe(false);
    clock.set("2026-03-09T15:01:00Z");
    ada = await again(ada);
    expect(await overdue()).toBe(true);
  });

  it("lists closed requests due for deletion within 7 days, then deletes them at 90 days with an audit row", async () => {
    clock.set("2026-04-01T15:00:00Z");
    cy = await again(cy);
    const reference = await stored("2026-04-01T14:00:00Z");
    await call(app, cy, "POST", `requests/${reference}/status`, {
      status: "closed",
      outcome: "duplicate",
    });
    const due = async () =>
      (await call(app, cy, "GET", "retention"))
        .json()
        .due.map((item: { reference: string }) => item.reference);
    clock.set("2026-06-22T15:00:00Z"); // 82 days after closing
    cy = await again(cy);
    expect(await due()).not.toContain(reference);
    clock.set("2026-06-24T15:00:00Z"); // 84 days: deleted within 7 days
    cy = await again(cy);
    expect(await due()).toContain(reference);
    const actions = createRequestActions(database.db);
    expect(await actions.deleteExpired(90, new Date("2026-06-30T14:59:59Z"))).not.toContain(
      reference,
    );
    expect(await actions.deleteExpired(90, new Date("2026-06-30T15:00:00Z"))).toContain(reference);
    expect((await call(app, cy, "GET", `requests/${reference}`)).statusCode).toBe(404);
    const audit = await database.db
      .selectFrom("audit_events")
      .select(["action", "staff_id"])
      .where("subject", "=", reference)
      .orderBy("id")
      .execute();
    expect(audit.at(-1)).toEqual({ action: "delete", staff_id: null });
  });
});
