import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import { call, enrolled, inboxApp, signIn, testClock, type Session } from "../../test/inbox";

/* A session ends 12 hours after it opened, however active it stays (INBOX_SESSION_MAX_HOURS). */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const HOUR = 3_600_000;

async function session(person: Session, on = app): Promise<Session> {
  const { answer, cookie } = await signIn(on, person.authenticator);
  return { ...person, cookie, csrf: answer.json().csrfToken };
}

describe("the session's absolute lifetime", () => {
  it("ends a session 12 hours after sign-in even when it was active a minute before (401)", async () => {
    const start = clock.now().getTime();
    const s = await session(ada);
    const first = (await call(app, s, "GET", "sessions/current")).json();
    expect(first.lifetimeLeftMs).toBe(12 * HOUR);
    // Active every 10 minutes for 11 h 59 min: the idle clock never runs out.
    while (clock.now().getTime() - start < 12 * HOUR - 10 * 60_000) {
      clock.advance(10 * 60_000);
      expect((await call(app, s, "POST", "sessions/current/touch", {})).statusCode).toBe(200);
    }
    clock.set(new Date(start + 12 * HOUR - 60_000));
    const last = await call(app, s, "POST", "sessions/current/touch", {});
    expect(last.statusCode).toBe(200);
    // The answer says when it ends: in a minute, whatever the idle clock says.
    expect(last.json().lifetimeLeftMs).toBe(60_000);
    expect(last.json().expiresAt).toBe(new Date(start + 12 * HOUR).toISOString());
    clock.advance(60_000);
    const ended = await call(app, s, "GET", "requests");
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: "signed_out" });
    expect(String(ended.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await call(app, s, "GET", "requests")).json()).toEqual({ error: "unauthenticated" });
    // The passkey still signs in: a new session, 12 hours of its own.
    const next = await session(ada);
    expect((await call(app, next, "GET", "requests")).statusCode).toBe(200);
  });

  it("takes its length from the settings (INBOX_SESSION_MAX_HOURS)", async () => {
    const short = inboxApp(database, clock.now, { sessionMaxHours: 1 }).app;
    try {
      const s = await session(ada, short);
      for (const minutes of [14, 14, 14, 14, 3]) {
        clock.advance(minutes * 60_000);
        expect((await call(short, s, "GET", "requests")).statusCode).toBe(200);
      }
      clock.advance(60_000);
      expect((await call(short, s, "GET", "requests")).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
