import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffStore } from "../../db/staff-store";
import { freshDatabase } from "../../test/database";
import { softwareAuthenticator } from "../../test/authenticator";
import {
  ARMORED,
  call,
  enrolled,
  fakeRecipient,
  inboxApp,
  ORIGIN,
  reauthenticated,
  signIn,
  testClock,
  type Session,
} from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
const routes: RouteOptions[] = [];
let admin: Session;
let colleague: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  await app.ready();
  admin = await enrolled(app, database, clock.now, { name: "Ada Admin", role: "admin" }, 1);
  colleague = await enrolled(app, database, clock.now, { name: "Cy Staff", role: "staff" }, 2);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The API's routes anyone may call; every other route must want a session. */
const PUBLIC = new Set([
  "GET /api/v1/health",
  "GET /api/v1/challenge",
  "POST /api/v1/submissions",
  "PUT /api/v1/uploads/:uploadId",
  "POST /api/v1/upload-tokens",
  // The status link's own (issue 31): the secret in the body is the credential.
  "POST /api/v1/status",
  "POST /api/v1/status/additions",
  "POST /api/v1/enrolment/options",
  "POST /api/v1/enrolment",
  "POST /api/v1/sessions/options",
  "POST /api/v1/sessions",
]);

describe("staff access", () => {
  it("answers 401 on every staff endpoint without a session (the whole route table)", async () => {
    const staffRoutes = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== "HEAD" && route.url.startsWith("/api/v1/"))
        .map((method) => ({ method, url: route.url }))
        .filter(({ method, url }) => !PUBLIC.has(`${method} ${url}`) && !url.endsWith("*")),
    );
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const { method, url } of staffRoutes) {
      const response = await app.inject({
        method: method as "GET",
        url: url.replace(/:[a-z]+/gi, "BC-AAAAA"),
        headers: { "content-type": "application/json", origin: ORIGIN },
        payload: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      expect(response.json()).toEqual({ error: "unauthenticated" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("keeps the staff answers no-store when the site's header rules say public", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "inbox-site-"));
    const withSite = inboxApp(database, clock.now, {
      site: {
        root,
        rules: [{ source: "**", headers: [{ key: "Cache-Control", value: "public" }] }],
      },
    }).app;
    try {
      const signedOut = await call(withSite, undefined, "GET", "keys");
      expect(signedOut.headers["cache-control"]).toBe("no-store");
      const signedIn = await call(withSite, admin, "GET", "keys");
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers["cache-control"]).toBe("no-store");
    } finally {
      await withSite.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("enrols with a verified passkey, sets an HttpOnly SameSite=Strict cookie, and signs in again", async () => {
    const current = await call(app, admin, "GET", "sessions/current");
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      staff: { name: "Ada Admin", role: "admin" },
      idleTimeoutMs: 15 * 60_000,
    });
    const { answer, cookie } = await signIn(app, admin.authenticator);
    expect(answer.statusCode).toBe(201);
    expect(String(answer.headers["set-cookie"])).toMatch(
      /^inbox=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/$/,
    );
    expect(cookie).not.toBe(admin.cookie);
    const { rows } = await database.db
      .selectFrom("credentials")
      .select(["counter", "staff_id"])
      .where("staff_id", "=", admin.staffId)
      .execute()
      .then((rows) => ({ rows }));
    expect(rows).toEqual([{ counter: "1", staff_id: admin.staffId }]);
    // The stored session is the token's hash only.
    const token = cookie.split("=")[1] ?? "";
    const stored = await database.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("refuses a replayed sign-in challenge, a passkey from another origin, and an unknown passkey", async () => {
    const options = (await call(app, undefined, "POST", "sessions/options", {})).json().options;
    const first = admin.authenticator.authenticate(options);
    expect((await call(app, undefined, "POST", "sessions", { response: first })).statusCode).toBe(
      201,
    );
    const replay = admin.authenticator.authenticate(options);
    expect((await call(app, undefined, "POST", "sessions", { response: replay })).statusCode).toBe(
      401,
    );

    const fresh = (await call(app, undefined, "POST", "sessions/options", {})).json().options;
    const phished = admin.authenticator.authenticate(fresh, { origin: "https://evil.example" });
    expect((await call(app, undefined, "POST", "sessions", { response: phished })).statusCode).toBe(
      401,
    );

    const stranger = softwareAuthenticator(ORIGIN);
    const again = (await call(app, undefined, "POST", "sessions/options", {})).json().options;
    const unknown = stranger.authenticate(again);
    const refused = await call(app, undefined, "POST", "sessions", { response: unknown });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe("sign_in_failed");
  });

  it("refuses a state change without the CSRF token, or from another origin (403)", async () => {
    const without = await call(app, { ...admin, csrf: "" }, "POST", "sessions/current/touch", {});
    expect(without.statusCode).toBe(403);
    expect(without.json().error).toBe("csrf");
    const foreign = await app.inject({
      method: "POST",
      url: "/api/v1/sessions/current/touch",
      headers: {
        cookie: admin.cookie,
        "x-csrf-token": admin.csrf,
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call(app, admin, "POST", "sessions/current/touch", {})).statusCode).toBe(200);
  });

  it("answers 403 to a non-admin on an admin endpoint", async () => {
    const response = await call(app, colleague, "GET", "staff");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "forbidden",
      message: "This is for administrators only.",
    });
    expect((await call(app, admin, "GET", "staff")).statusCode).toBe(200);
  });

  it("refuses a reused invitation and an expired one", async () => {
    const staffStore = createStaffStore(database.db);
    const { token } = await staffStore.invite({ name: "Once", role: "staff" }, null, clock.now());
    const authenticator = softwareAuthenticator(ORIGIN);
    const enrol = async () => {
      const options = await call(app, undefined, "POST", "enrolment/options", { token });
      if (options.statusCode !== 200) return options;
      return call(app, undefined, "POST", "enrolment", {
        token,
        response: authenticator.register(options.json().options),
        memberKey: { kind: "device", recipient: fakeRecipient(9), wrappedIdentity: null },
      });
    };
    expect((await enrol()).statusCode).toBe(201);
    const reused = await enrol();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe("invalid_invitation");

    const late = await staffStore.invite({ name: "Late", role: "staff" }, null, clock.now());
    clock.advance(24 * 3_600_000 + 1000);
    try {
      const expired = await call(app, undefined, "POST", "enrolment/options", {
        token: late.token,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe("invalid_invitation");
    } finally {
      clock.advance(-(24 * 3_600_000 + 1000));
    }
  });

  it("signs out after 15 idle minutes; a request before then keeps the session", async () => {
    const { cookie } = await signIn(app, colleague.authenticator);
    const session = { ...colleague, cookie };
    const csrf = (await call(app, session, "GET", "sessions/current")).json().csrfToken;
    const live = { ...session, csrf };
    clock.advance(14 * 60_000 + 59_000);
    expect((await call(app, live, "GET", "requests")).statusCode).toBe(200);
    clock.advance(14 * 60_000 + 59_000);
    // The list's poll does not count as activity.
    expect(
      (await call(app, live, "GET", `requests/changes?since=${clock.now().toISOString()}`))
        .statusCode,
    ).toBe(200);
    clock.advance(1000);
    const ended = await call(app, live, "GET", "requests");
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: "signed_out" });
    expect((await call(app, live, "GET", "requests")).json()).toEqual({ error: "unauthenticated" });
    clock.advance(-(29 * 60_000 + 59_000));
  });

  it("a disabled colleague's sessions end at once and their member keys and grants are gone", async () => {
    const victim = await enrolled(app, database, clock.now, { name: "Dee Gone", role: "staff" }, 3);
    const key = await call(app, await reauthenticated(app, admin), "POST", "keys/agency", {
      recipient: fakeRecipient(40),
      label: "Agency 2026",
    });
    expect(key.statusCode).toBe(201);
    const mine = (await call(app, victim, "GET", "keys")).json().memberKeys;
    expect(mine).toHaveLength(1);
    const grant = await call(app, admin, "POST", "keys/grants", {
      memberKeyId: mine[0].id,
      agencyKeyId: key.json().id,
      ciphertext: ARMORED(),
    });
    expect(grant.statusCode).toBe(201);
    expect((await call(app, victim, "GET", "keys")).json().grants).toHaveLength(1);

    const disabled = await call(app, admin, "POST", `staff/${victim.staffId}/disable`, {});
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: victim.staffId, memberKeys: [], agencyKeyIds: [] });
    expect((await call(app, victim, "GET", "keys")).statusCode).toBe(401);
    const count = async (table: "sessions" | "member_keys" | "credentials") =>
      (
        await database.db
          .selectFrom(table)
          .select("staff_id")
          .where("staff_id", "=", victim.staffId)
          .execute()
      ).length;
    expect(await count("sessions")).toBe(0);
    expect(await count("member_keys")).toBe(0);
    expect(await count("credentials")).toBe(0);
    expect(await database.db.selectFrom("grants").selectAll().execute()).toHaveLength(0);
    const { answer } = await signIn(app, victim.authenticator);
    expect(answer.statusCode).toBe(401);
  });

  it("limits sign-in attempts per client more tightly than the rest of the API", async () => {
    const limited = inboxApp(database, clock.now, { signInRateLimit: 3 }).app;
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await call(limited, undefined, "POST", "sessions/options", {})).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
