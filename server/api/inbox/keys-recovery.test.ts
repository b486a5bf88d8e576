import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import {
  call,
  enrolled,
  fakeRecipient,
  inboxApp,
  reauthenticated,
  testClock,
  type Session,
} from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-11-28T17:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
let cy: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
  cy = await enrolled(app, database, clock.now, { name: "Cy", role: "staff" }, 2);
  await reauthenticated(app, ada);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("the recovery key and the keys page's history", () => {
  it("registers a recovery key as recovery and retires it (a lost or exposed kit)", async () => {
    const body = { recipient: fakeRecipient(60), label: "Recovery key", recovery: true };
    const added = await call(app, ada, "POST", "keys/agency", body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ recovery: true, retiredAt: null });
    const retired = await call(app, ada, "POST", `keys/agency/${added.json().id}/retire`, {});
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ recovery: true, retiredAt: clock.now().toISOString() });
    expect(
      (await call(app, cy, "POST", `keys/agency/${added.json().id}/retire`, {})).statusCode,
    ).toBe(403);
  });

  it("names who added and who retired each key (admins only)", async () => {
    const key = (
      await call(app, ada, "POST", "keys/agency", { recipient: fakeRecipient(61), label: "A" })
    ).json();
    await call(app, ada, "POST", `keys/agency/${key.id}/retire`, {});
    const history = await call(app, ada, "GET", "keys/agency/history");
    expect(history.statusCode).toBe(200);
    expect(history.headers["cache-control"]).toContain("no-store");
    const mine = history.json().events.filter((event: { agencyKeyId: string }) => {
      return event.agencyKeyId === key.id;
    });
    expect(mine).toEqual([
      { agencyKeyId: key.id, action: "added", at: clock.now().toISOString(), by: "Ada" },
      { agencyKeyId: key.id, action: "retired", at: clock.now().toISOString(), by: "Ada" },
    ]);
    const refused = await call(app, cy, "GET", "keys/agency/history");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden" });
  });
});
