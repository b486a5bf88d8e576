import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusAnswerSchema, STATUS_LINK_DAYS_AFTER_CLOSE } from "../../src/shared/wire/status";
import { buildApp } from "../app";
import { createRequestActions } from "../db/request-actions";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { enrolled, inboxApp, testClock, type Session } from "../test/inbox";
import { hashOfSecret, lookUp, newSecret, submitWithLink } from "../test/status-links";

const DAY = 86_400_000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let built: ReturnType<typeof inboxApp>;
let ada: Session;

beforeAll(async () => {
  database = await freshDatabase();
  built = inboxApp(database, clock.now);
  ada = await enrolled(built.app, database, clock.now, { name: "Ada", role: "admin" }, 1);
});
afterAll(async () => {
  await built.app.close();
  await database.drop();
});

const submit = (payload: unknown = { name: "Test Person" }) =>
  submitWithLink(built.app, built.proofOfWork, payload);
const actions = () => createRequestActions(database.db);

describe("POST /api/v1/status", () => {
  it.each([
    ["a short secret", { secret: "abc" }],
    ["a padded secret", { secret: `${"A".repeat(21)}=` }],
    ["a secret with a slash", { secret: `${"A".repeat(21)}/` }],
    ["no secret", {}],
    ["a field besides the secret", { secret: newSecret(), reference: "BC-AAAAA" }],
  ])("refuses %s: 400 invalid_query naming the field", async (_name, body) => {
    const response = await lookUp(built.app, body);
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.error).toBe("invalid_query");
    expect(problem.message).toMatch(/secret|reference|body/);
    expect(problem.issues.length).toBeGreaterThan(0);
  });

  it("refuses a body that is not JSON with 400 and a reason, not a 500", async () => {
    const response = await lookUp(built.app, "{not json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it("answers 404 unknown for a secret no request has", async () => {
    const response = await lookUp(built.app, { secret: newSecret() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "unknown", message: expect.any(String) });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers a new request's stage: received, nothing else yet, valid on the wire", async () => {
    const { reference, secret } = await submit();
    const response = await lookUp(built.app, { secret });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = statusAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      reference,
      formType: "contact",
      status: "new",
      receivedAt: expect.any(String),
      contactedAt: null,
      closedAt: null,
      outcome: null,
      decision: null,
      milestones: [],
      note: null,
      additions: [],
      expiresAt: null,
    });
  });

  it("answers 410 withdrawn once staff revoked the link, whatever its request's stage", async () => {
    const { secret, reference } = await submit();
    await database.db
      .updateTable("status_links")
      .set({ revoked_at: clock.now(), revoked_by: ada.staffId })
      .where("submission_id", "=", (eb) =>
        eb.selectFrom("submissions").select("id").where("reference", "=", reference),
      )
      .execute();
    const response = await lookUp(built.app, { secret });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: "withdrawn", message: expect.any(String) });
  });

  it("answers until 30 days after closing (the app's clock), then 410 expired; reopening revives it", async () => {
    const { secret, reference } = await submit();
    const closedAt = clock.now();
    await actions().setStatus(reference, "closed", "not_reachable", ada.staffId, closedAt);
    const expires = new Date(closedAt.getTime() + STATUS_LINK_DAYS_AFTER_CLOSE * DAY);
    try {
      clock.set(new Date(closedAt.getTime() + 29 * DAY));
      const before = await lookUp(built.app, { secret });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({
        status: "closed",
        outcome: "not_reachable",
        closedAt: closedAt.toISOString(),
        expiresAt: expires.toISOString(),
      });
      clock.set(new Date(expires.getTime() - 1));
      expect((await lookUp(built.app, { secret })).statusCode).toBe(200);
      clock.set(expires);
      const after = await lookUp(built.app, { secret });
      expect(after.statusCode).toBe(410);
      expect(after.json()).toEqual({ error: "expired", message: expect.any(String) });
      await actions().setStatus(reference, "contacted", undefined, ada.staffId, clock.now());
      expect((await lookUp(built.app, { secret })).statusCode).toBe(200);
    } finally {
      clock.set(closedAt);
    }
  });

  it("forgets the link when retention deletes its request: 404, and its row is gone", async () => {
    const { secret, reference } = await submit();
    const closedAt = clock.now();
    await actions().setStatus(reference, "closed", "duplicate", ada.staffId, closedAt);
    const deleted = await actions().deleteExpired(90, new Date(closedAt.getTime() + 90 * DAY));
    expect(deleted).toContain(reference);
    const response = await lookUp(built.app, { secret });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("unknown");
    const link = await database.db
      .selectFrom("status_links")
      .select("submission_id")
      .where("secret_hash", "=", hashOfSecret(secret))
      .execute();
    expect(link).toEqual([]);
  });
});

describe("the lookup's work", () => {
  it("is one query for an unknown secret and one for a known one, answered in the same shape class", async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const counted = buildApp({
      store: createStore(database.db.withPlugin(counting)),
      proofOfWork: built.proofOfWork,
      rateLimitMax: 1000,
      now: clock.now,
    });
    try {
      const { secret } = await submit();
      queries = 0;
      const unknown = await lookUp(counted, { secret: newSecret() });
      expect(queries).toBe(1);
      queries = 0;
      const known = await lookUp(counted, { secret });
      expect(queries).toBe(1);
      expect(unknown.statusCode).toBe(404);
      expect(Object.keys(unknown.json()).sort()).toEqual(["error", "message"]);
      expect(known.statusCode).toBe(200);
      expect(statusAnswerSchema.safeParse(known.json()).success).toBe(true);
    } finally {
      await counted.close();
    }
  });
});

describe("the lookup's rate limit", () => {
  it("gives one client the API's limit (30) of lookups counted apart, then 429 rate_limited; the rest of the API and other clients still answer", async () => {
    const limited = buildApp({
      store: createStore(database.db),
      proofOfWork: built.proofOfWork,
      rateLimitMax: 30,
      now: clock.now,
    });
    try {
      const ask = (remoteAddress: string) =>
        limited.inject({
          method: "POST",
          url: "/api/v1/status",
          remoteAddress,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ secret: newSecret() }),
        });
      for (let i = 0; i < 30; i += 1) expect((await ask("203.0.113.7")).statusCode).toBe(404);
      const refused = await ask("203.0.113.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: "rate_limited", message: expect.any(String) });
      expect((await ask("198.51.100.9")).statusCode).toBe(404);
      const challenge = await limited.inject({
        method: "GET",
        url: "/api/v1/challenge",
        remoteAddress: "203.0.113.7",
      });
      expect(challenge.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
