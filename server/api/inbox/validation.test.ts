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

/*
 * The inbox's routes validate with the shared zod schemas through fastify-type-provider-zod
 * (zod-schemas.ts): a refused body or query answers the inbox's 400 shape, with every issue.
 */
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

const ADDRESS = "email must be an address such as name@agency.example";

describe("the inbox's schema validation", () => {
  it("refuses a body with the first issue's message and each issue's path (400)", async () => {
    const answer = await call(app, ada, "POST", "staff/invitations", {
      name: "Xavier",
      role: "staff",
      email: "nodot@agency",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: "bad_request",
      message: ADDRESS,
      issues: [{ path: "email", message: ADDRESS }],
    });
  });

  it("refuses a query the same way, and hands a valid one to the route", async () => {
    const refused = await call(app, ada, "GET", "requests?limit=0");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "bad_request",
      message: "limit is 1 to 100",
      issues: [{ path: "limit", message: "limit is 1 to 100" }],
    });
    const listed = await call(app, ada, "GET", "requests?limit=5");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveProperty("items");
  });

  it("takes no body as an empty one, and refuses a key an empty body must not have", async () => {
    expect((await call(app, ada, "POST", "sessions/current/touch")).statusCode).toBe(200);
    const extra = await call(app, ada, "POST", "sessions/current/touch", { sneaky: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: "bad_request", issues: [{ path: "" }] });
  });

  it("checks who asks before what they send: signed out, a bad body is 401, not 400", async () => {
    const answer = await call(app, undefined, "POST", "staff/invitations", { name: 1 });
    expect(answer.statusCode).toBe(401);
  });
});
