import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/database";
import { createStore } from "./store";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

const submission = (overrides = {}) => ({
  clientRequestId: randomUUID(),
  formType: "contact" as const,
  formVersion: 1,
  ciphertext: "-----BEGIN AGE ENCRYPTED FILE-----\nYQ==\n-----END AGE ENCRYPTED FILE-----\n",
  ...overrides,
});

describe("store on PostgreSQL", () => {
  it("stores a submission with a reference, its time and status new", async () => {
    const store = createStore(database.db);
    const input = submission();
    const saved = await store.save(input);
    expect(saved.created).toBe(true);
    expect(saved.reference).toMatch(/^BC-[0-9A-Z]{5}$/);
    const rows = [];
    for await (const item of store.each()) rows.push(item);
    const row = rows.find((item) => item.reference === saved.reference);
    expect(row).toMatchObject({
      formType: "contact",
      formVersion: 1,
      status: "new",
      ciphertext: input.ciphertext,
    });
    expect(row?.receivedAt.getTime()).toBe(saved.receivedAt.getTime());
  });

  it("stores the same client request id once, with the same reference, however often", async () => {
    const store = createStore(database.db);
    const input = submission();
    const results = await Promise.all(Array.from({ length: 8 }, () => store.save(input)));
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const again = await store.save({ ...input, ciphertext: `${input.ciphertext} ` });
    expect(again).toMatchObject({ reference: results[0]?.reference, created: false });
    const rows = await database.db
      .selectFrom("submissions")
      .select("reference")
      .where("client_request_id", "=", input.clientRequestId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps the recipients an envelope was sealed to (public), none when it names none", async () => {
    const store = createStore(database.db);
    const sealedTo = [`age1${"q".repeat(58)}`];
    const named = await store.save(submission({ sealedTo }));
    const unnamed = await store.save(submission());
    const rows = await database.db
      .selectFrom("submissions")
      .select(["reference", "sealed_to"])
      .where("reference", "in", [named.reference, unnamed.reference])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.sealed_to]))).toEqual({
      [named.reference]: sealedTo,
      [unnamed.reference]: [],
    });
  });

  it("retries a reference that clashes with a stored one", async () => {
    const first = await createStore(database.db, () => "BC-AAAAA").save(submission());
    const queue = ["BC-AAAAA", "BC-AAAAA", "BC-BBBBB"];
    const store = createStore(database.db, () => queue.shift() ?? "BC-CCCCC");
    const second = await store.save(submission());
    expect(first.reference).toBe("BC-AAAAA");
    expect(second.reference).toBe("BC-BBBBB");
  });

  it("keeps the schema the columns the design allows: no IP, no user agent, no plaintext", async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'submissions' order by column_name`.execute(database.db);
    expect(rows.map((row) => row.column_name)).toEqual([
      // Migration 0013 (the status link): times and a code from a fixed list, no free text.
      "added_at",
      "assigned_to",
      "ciphertext",
      "client_request_id",
      "closed_at",
      "contacted_at",
      "form_type",
      "form_version",
      "id",
      "outcome",
      "outcome_email_sent_at",
      "overdue_alerted_at",
      "public_note",
      "public_note_at",
      "received_at",
      "reference",
      "referral_decided_at",
      "referral_outcome",
      "referral_reason",
      "sealed_to",
      "status",
      "status_changed_at",
      "updated_at",
    ]);
  });

  it("pages through every submission in order, each once, rows of the same millisecond too", async () => {
    const paged = await freshDatabase();
    try {
      const store = createStore(paged.db);
      // Rows stored in one transaction share its time (now()): only the reference orders them.
      const sameTime = await paged.db.transaction().execute(async (trx) => {
        const inner = createStore(trx);
        const refs = [];
        for (let i = 0; i < 3; i += 1) refs.push((await inner.save(submission())).reference);
        return refs;
      });
      const later = [];
      for (let i = 0; i < 5; i += 1) later.push((await store.save(submission())).reference);

      const first = await store.listPage({ limit: 2 });
      expect(first.rows).toHaveLength(2);
      expect(first.next).toBeDefined();
      const seen = [];
      for await (const row of store.each(2)) seen.push(row.reference);
      expect(seen).toEqual([...[...sameTime].sort(), ...later]);
      expect(seen.slice(0, 2)).toEqual(first.rows.map((row) => row.reference));
      const last = await store.listPage({ limit: 100 });
      expect(last.next).toBeUndefined();
    } finally {
      await paged.drop();
    }
  });
});
