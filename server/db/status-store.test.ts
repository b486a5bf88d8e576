import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/database";
import { ARMORED } from "../test/inbox";
import { hashOfSecret, newSecret } from "../test/status-links";
import { createReferralOutcomes } from "./referral-outcome";
import { createRequestActions } from "./request-actions";
import { linkByHash, linkState } from "./status-store";
import { createStore } from "./store";

const DAY = 86_400_000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let staffId: string;
beforeAll(async () => {
  database = await freshDatabase();
  const staff = await database.db
    .insertInto("staff")
    .values({ name: "Ada", role: "admin", created_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  staffId = staff.id;
});
afterAll(() => database.drop());

const submission = (overrides = {}) => ({
  clientRequestId: randomUUID(),
  formType: "referral" as const,
  formVersion: 1,
  ciphertext: ARMORED(),
  ...overrides,
});

describe("linkState", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const closed = (days: number) => new Date(now.getTime() - days * DAY);

  it("is unknown without a link, open while the request is open", () => {
    expect(linkState(undefined, now)).toBe("unknown");
    expect(linkState({ closedAt: null, revokedAt: null }, now)).toBe("open");
  });

  it("expires exactly 30 days after closing, not a millisecond before", () => {
    expect(linkState({ closedAt: closed(29), revokedAt: null }, now)).toBe("open");
    const almost = new Date(closed(30).getTime() + 1);
    expect(linkState({ closedAt: almost, revokedAt: null }, now)).toBe("open");
    expect(linkState({ closedAt: closed(30), revokedAt: null }, now)).toBe("expired");
    expect(linkState({ closedAt: closed(400), revokedAt: null }, now)).toBe("expired");
  });

  it("is withdrawn once revoked, before any expiry", () => {
    expect(linkState({ closedAt: null, revokedAt: closed(1) }, now)).toBe("withdrawn");
    expect(linkState({ closedAt: closed(45), revokedAt: closed(1) }, now)).toBe("withdrawn");
  });
});

describe("a submission's status link", () => {
  it("is stored with the request, found by its hash; a retry changes nothing", async () => {
    const store = createStore(database.db);
    const hash = hashOfSecret(newSecret());
    const input = submission({ statusHash: hash });
    const saved = await store.save(input);
    expect(saved).toMatchObject({ created: true });
    expect(saved.unlinked).toBeUndefined();
    const link = await linkByHash(database.db, hash);
    expect(link).toMatchObject({
      reference: saved.reference,
      formType: "referral",
      status: "new",
      closedAt: null,
      revokedAt: null,
    });
    const again = await store.save({ ...input, statusHash: hashOfSecret(newSecret()) });
    expect(again).toMatchObject({ reference: saved.reference, created: false });
    const links = await database.db
      .selectFrom("status_links")
      .select("secret_hash")
      .where("submission_id", "=", link?.submissionId ?? "")
      .execute();
    expect(links).toEqual([{ secret_hash: hash }]);
  });

  it("keeps a request whose hash another request has, without a link (never lost)", async () => {
    const store = createStore(database.db);
    const hash = hashOfSecret(newSecret());
    const first = await store.save(submission({ statusHash: hash }));
    const second = await store.save(submission({ statusHash: hash }));
    expect(second).toMatchObject({ created: true, unlinked: true });
    expect(second.reference).not.toBe(first.reference);
    expect((await linkByHash(database.db, hash))?.reference).toBe(first.reference);
    const kept = await database.db
      .selectFrom("submissions")
      .leftJoin("status_links", "status_links.submission_id", "submissions.id")
      .select(["submissions.reference", "status_links.secret_hash"])
      .where("submissions.reference", "=", second.reference)
      .executeTakeFirst();
    expect(kept).toEqual({ reference: second.reference, secret_hash: null });
  });

  it("is not made when the request is refused (its files are not there): nothing is stored", async () => {
    const store = createStore(database.db);
    const hash = hashOfSecret(newSecret());
    const missing = { uploadId: randomUUID(), sha256: "a".repeat(64), bytes: 10 };
    await expect(
      store.save(submission({ statusHash: hash, attachments: [missing] })),
    ).rejects.toThrow();
    expect(await linkByHash(database.db, hash)).toBeUndefined();
  });

  it("goes with its request (retention's delete cascades)", async () => {
    const store = createStore(database.db);
    const hash = hashOfSecret(newSecret());
    const saved = await store.save(submission({ statusHash: hash }));
    await database.db.deleteFrom("submissions").where("reference", "=", saved.reference).execute();
    expect(await linkByHash(database.db, hash)).toBeUndefined();
    const rows = await database.db
      .selectFrom("status_links")
      .select("secret_hash")
      .where("secret_hash", "=", hash)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("contacted_at", () => {
  const contactedAt = async (reference: string) =>
    (
      await database.db
        .selectFrom("submissions")
        .select("contacted_at")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow()
    ).contacted_at;

  it("is set the first time staff mark a request contacted, and kept after closing and reopening", async () => {
    const { reference } = await createStore(database.db).save(submission({ formType: "contact" }));
    const actions = createRequestActions(database.db);
    const first = new Date("2026-05-04T14:00:00Z");
    expect(await contactedAt(reference)).toBeNull();
    await actions.setStatus(reference, "contacted", undefined, staffId, first);
    expect(await contactedAt(reference)).toEqual(first);
    await actions.setStatus(
      reference,
      "closed",
      "admitted",
      staffId,
      new Date(first.getTime() + DAY),
    );
    await actions.setStatus(
      reference,
      "contacted",
      undefined,
      staffId,
      new Date(first.getTime() + 2 * DAY),
    );
    expect(await contactedAt(reference)).toEqual(first);
  });

  it("is not set by closing a new request straight away", async () => {
    const { reference } = await createStore(database.db).save(submission({ formType: "contact" }));
    const at = new Date("2026-05-04T14:00:00Z");
    await createRequestActions(database.db).setStatus(
      reference,
      "closed",
      "duplicate",
      staffId,
      at,
    );
    expect(await contactedAt(reference)).toBeNull();
  });

  it("is set when staff decide a new referral (it becomes contacted)", async () => {
    const { reference } = await createStore(database.db).save(submission());
    const at = new Date("2026-05-05T15:30:00Z");
    await createReferralOutcomes(database.db).decide(reference, "accepted", null, staffId, at);
    expect(await contactedAt(reference)).toEqual(at);
  });
});
