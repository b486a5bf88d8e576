import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../db/store";
import { freshDatabase } from "../../test/database";
import { ARMORED, call, enrolled, inboxApp, testClock, type Session } from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let cy: Session;
let counter = 0;

async function stored() {
  counter += 1;
  const ciphertext = ARMORED();
  const saved = await createStore(database.db).save({
    clientRequestId: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    formType: "contact",
    formVersion: 1,
    ciphertext,
  });
  return { reference: saved.reference, ciphertext };
}

const audited = (action: string) =>
  database.db
    .selectFrom("audit_events")
    .select(["subject", "detail", "staff_id"])
    .where("action", "=", action)
    .execute();

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  cy = await enrolled(app, database, clock.now, { name: "Cy Staff", role: "staff" }, 1);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("the list's sealed payloads", () => {
  it("sends those asked for, audits who was sent which, and marks none read", async () => {
    const one = await stored();
    const two = await stored();
    const answer = await call(
      app,
      cy,
      "GET",
      `requests/sealed?references=${one.reference},${two.reference},BC-NONE0`,
    );
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { reference: string; ciphertext: string }[];
    expect(items.map((item) => item.reference).sort()).toEqual(
      [one.reference, two.reference].sort(),
    );
    expect(items.find((item) => item.reference === one.reference)?.ciphertext).toBe(one.ciphertext);
    const rows = await audited("preview");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.staff_id).toBe(cy.staffId);
    expect(rows[0]?.detail).toEqual({ references: [one.reference, two.reference].sort() });
    expect(await audited("view")).toHaveLength(0);
    const list = (await call(app, cy, "GET", "requests")).json();
    expect(list.items.every((item: { read: boolean }) => !item.read)).toBe(true);
  });

  it("refuses no reference, too many, or something else, with a reason", async () => {
    for (const query of ["references=", "references=a%20b", `references=${"BC-1,".repeat(101)}`]) {
      const answer = await call(app, cy, "GET", `requests/sealed?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ error: "bad_request" });
    }
    expect((await call(app, cy, "GET", "requests/sealed")).statusCode).toBe(400);
  });
});

describe("a request's history", () => {
  it("is re-read after an action, with the new status, and is not audited as a view", async () => {
    const { reference } = await stored();
    await call(app, cy, "POST", `requests/${reference}/status`, { status: "contacted" });
    const answer = await call(app, cy, "GET", `requests/${reference}/history`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().history).toEqual([
      expect.objectContaining({
        action: "status",
        actor: { id: cy.staffId, name: "Cy Staff" },
        detail: { from: "new", to: "contacted" },
      }),
    ]);
    expect((await call(app, cy, "GET", "requests/BC-NONE0/history")).statusCode).toBe(404);
  });
});
