import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type StoredSubmission } from "../db/store";
import { freshDatabase } from "../test/database";
import { testKeys, validEnvelope } from "../test/envelopes";
import { read } from "./commands";

/*
 * `read` and `export` stream: the store hands rows over a page at a time (keyset pages), and
 * `read` writes each row before it asks for the next, so neither holds every request.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

const insert = (count: number, ciphertext: string) =>
  database.db
    .insertInto("submissions")
    .values(
      Array.from({ length: count }, (_, i) => ({
        reference: `BC-T${String(i).padStart(5, "0")}-${randomUUID().slice(0, 4)}`,
        client_request_id: randomUUID(),
        form_type: "contact",
        form_version: 1,
        ciphertext,
      })),
    )
    .execute();

describe("the reader streams", () => {
  it("reads the table a page at a time: a row stored during the read is still reached", async () => {
    await insert(450, "age-ciphertext");
    const store = createStore(database.db);
    const seen: string[] = [];
    for await (const row of store.each(200)) {
      seen.push(row.reference);
      // Stored after the first page was read: a reader that loaded every row up front would
      // never see it; one that asks for the next page after the last does.
      if (seen.length === 1) await insert(1, "age-late");
    }
    expect(seen).toHaveLength(451);
    const last = await database.db
      .selectFrom("submissions")
      .select("reference")
      .where("ciphertext", "=", "age-late")
      .executeTakeFirstOrThrow();
    expect(seen.at(-1)).toBe(last.reference);
  });

  it("writes each request before it asks for the next one", async () => {
    const { identity, recipient } = await testKeys();
    const envelope = await validEnvelope(recipient, { name: "Streamed" });
    let pulled = 0;
    async function* rows(): AsyncGenerator<StoredSubmission> {
      for (let i = 0; i < 5; i++) {
        pulled += 1;
        yield { ...envelope, reference: `BC-${i}`, status: "new", receivedAt: new Date() };
      }
    }
    const pulledAtWrite: number[] = [];
    await read(rows(), [identity], () => pulledAtWrite.push(pulled));
    expect(pulledAtWrite).toEqual([1, 2, 3, 4, 5]);
  });
});
