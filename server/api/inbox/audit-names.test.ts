import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../db/store";
import { freshDatabase } from "../../test/database";
import { ARMORED, call, enrolled, inboxApp, testClock, type Session } from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
let cy: Session;

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

type Row = { staff: { name: string } | null; action: string; subject: string | null };

describe("the audit view's names", () => {
  it("names who did it and a colleague as subject; no UUID is shown for a person", async () => {
    const { reference } = await createStore(database.db).save({
      clientRequestId: "00000000-0000-4000-8000-000000000001",
      formType: "contact",
      formVersion: 1,
      ciphertext: ARMORED(),
    });
    await call(app, cy, "POST", `requests/${reference}/status`, { status: "contacted" });
    const answer = await call(app, ada, "GET", "audit");
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as Row[];
    const status = items.find((row) => row.action === "status");
    expect(status).toMatchObject({ staff: { name: "Cy Staff" }, subject: reference });
    const subjects = items.map((row) => row.subject);
    expect(subjects).toContain("Cy Staff");
    expect(subjects).toContain("Ada Admin");
    for (const id of [ada.staffId, cy.staffId]) expect(subjects).not.toContain(id);
  });

  it("is for admins: staff get 403 with a reason", async () => {
    const answer = await call(app, cy, "GET", "audit");
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
