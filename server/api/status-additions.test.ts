import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDITIONS } from "../db/additions-store";
import { SAMPLE_RECIPIENTS } from "./active-recipients";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys } from "../test/envelopes";
import { fakeRecipient, testClock } from "../test/inbox";
import {
  additionBody,
  additionsApp,
  newSecret,
  postAddition,
  requestWithLink,
  uploadedFile,
} from "../test/additions";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let h: ReturnType<typeof additionsApp> & {
  db: Awaited<ReturnType<typeof freshDatabase>>["db"];
  recipient: string;
};

beforeAll(async () => {
  database = await freshDatabase();
  const { recipient } = await testKeys();
  h = { ...additionsApp(database.db, clock.now), db: database.db, recipient };
});
afterAll(async () => {
  await h.app.close();
  await database.drop();
});

const additionsOf = (submissionId: string) =>
  h.db
    .selectFrom("request_additions")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .execute();

describe("POST /api/v1/status/additions", () => {
  it("stores a sealed addition with a file: claimed by the request and the addition, 201 { at }", async () => {
    const request = await requestWithLink(h);
    const file = await uploadedFile(h);
    const body = await additionBody(h, request.secret, { attachments: [file.attachment] });
    const answer = await postAddition(h, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ at: clock.now().toISOString() });
    const [stored] = await additionsOf(request.id);
    expect(stored?.ciphertext).toBe(body.ciphertext);
    const upload = await h.db
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", file.attachment.uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ submission_id: request.id, addition_id: stored?.id });
    expect(Buffer.from(upload.ciphertext).equals(file.body)).toBe(true);
    const submission = await h.db
      .selectFrom("submissions")
      .select(["added_at", "updated_at"])
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(submission.added_at?.toISOString()).toBe(clock.now().toISOString());
    expect(submission.updated_at.toISOString()).toBe(clock.now().toISOString());
    const audit = await h.db
      .selectFrom("audit_events")
      .select(["action", "detail", "staff_id"])
      .where("subject", "=", request.reference)
      .where("action", "=", "addition")
      .execute();
    expect(audit).toEqual([{ action: "addition", detail: { files: 1 }, staff_id: null }]);
  });

  it("answers a retry of the same clientRequestId 200 with the first time, stored once", async () => {
    const request = await requestWithLink(h);
    const body = await additionBody(h, request.secret);
    const first = await postAddition(h, body);
    clock.advance(60_000);
    // The retry's proof was used by the first send: a retry is answered before it is checked.
    const second = await postAddition(h, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await additionsOf(request.id)).toHaveLength(1);
  });

  it("refuses an unknown link 404, a withdrawn or expired one 410, a closed request 409", async () => {
    const unknown = await postAddition(h, await additionBody(h, newSecret().secret));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("unknown");

    const withdrawn = await requestWithLink(h);
    await h.db
      .updateTable("status_links")
      .set({ revoked_at: clock.now() })
      .where("submission_id", "=", withdrawn.id)
      .execute();
    const gone = await postAddition(h, await additionBody(h, withdrawn.secret));
    expect([gone.statusCode, gone.json().error]).toEqual([410, "withdrawn"]);

    const closed = await requestWithLink(h);
    const close = (at: Date) =>
      h.db
        .updateTable("submissions")
        .set({ status: "closed", closed_at: at, outcome: "admitted" })
        .where("id", "=", closed.id)
        .execute();
    await close(clock.now());
    const refused = await postAddition(h, await additionBody(h, closed.secret));
    expect([refused.statusCode, refused.json().error]).toEqual([409, "closed"]);
    expect(refused.json().message).toMatch(/call us/);
    await close(new Date(clock.now().getTime() - 31 * 86_400_000));
    const expired = await postAddition(h, await additionBody(h, closed.secret));
    expect([expired.statusCode, expired.json().error]).toEqual([410, "expired"]);
    expect(await additionsOf(withdrawn.id)).toEqual([]);
    expect(await additionsOf(closed.id)).toEqual([]);
  });

  it("refuses 409 stale_recipients an addition sealed to keys that are not the active set", async () => {
    const request = await requestWithLink(h);
    const body = await additionBody(h, request.secret, { sealedTo: [fakeRecipient(7)] });
    const answer = await postAddition(h, body);
    expect([answer.statusCode, answer.json().error]).toEqual([409, "stale_recipients"]);
    // Resealed to the active set, the same proof is still good (the check came before it).
    const again = await postAddition(h, { ...body, sealedTo: [...SAMPLE_RECIPIENTS] });
    expect(again.statusCode).toBe(201);
  });

  it("refuses a proof of work another request used", async () => {
    const request = await requestWithLink(h);
    const altcha = await solvedChallenge(h.proofOfWork);
    expect(
      (await postAddition(h, await additionBody(h, request.secret, { altcha }))).statusCode,
    ).toBe(201);
    const reused = await postAddition(h, await additionBody(h, request.secret, { altcha }));
    expect([reused.statusCode, reused.json().error]).toEqual([400, "proof_of_work"]);
  });

  it(`takes at most ${MAX_ADDITIONS} additions per request, then 409 too_many_additions`, async () => {
    const request = await requestWithLink(h, "contact");
    for (let index = 0; index < MAX_ADDITIONS; index += 1) {
      expect((await postAddition(h, await additionBody(h, request.secret))).statusCode).toBe(201);
    }
    const more = await postAddition(h, await additionBody(h, request.secret));
    expect([more.statusCode, more.json().error]).toEqual([409, "too_many_additions"]);
    expect(more.json().message).toMatch(/call us/i);
    expect(await additionsOf(request.id)).toHaveLength(MAX_ADDITIONS);
  });

  it("refuses a file whose hash is not its upload's, and stores nothing", async () => {
    const request = await requestWithLink(h);
    const file = await uploadedFile(h);
    const wrong = { ...file.attachment, sha256: "0".repeat(64) };
    const answer = await postAddition(
      h,
      await additionBody(h, request.secret, { attachments: [wrong] }),
    );
    expect([answer.statusCode, answer.json().error]).toEqual([400, "attachments"]);
    expect(await additionsOf(request.id)).toEqual([]);
    const upload = await h.db
      .selectFrom("uploads")
      .select(["submission_id", "addition_id"])
      .where("id", "=", file.attachment.uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({ submission_id: null, addition_id: null });
  });

  it("holds files to the request's form: none for a contact request, one for an application", async () => {
    const contact = await requestWithLink(h, "contact");
    const file = await uploadedFile(h);
    const refused = await postAddition(
      h,
      await additionBody(h, contact.secret, { attachments: [file.attachment] }),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      "The contact form takes no files.",
    ]);
    const application = await requestWithLink(h, "application");
    const two = [file.attachment, (await uploadedFile(h)).attachment];
    const over = await postAddition(
      h,
      await additionBody(h, application.secret, { attachments: two }),
    );
    expect([over.statusCode, over.json().error]).toEqual([400, "attachments"]);
  });

  it("refuses a body that is not an addition, and plaintext, 400 with the field", async () => {
    const request = await requestWithLink(h);
    const plain = await postAddition(
      h,
      await additionBody(h, request.secret, { ciphertext: '{"message":"hi"}' }),
    );
    expect([plain.statusCode, plain.json().issues[0].path]).toEqual([400, "ciphertext"]);
    const bad = await postAddition(h, { secret: request.secret, clientRequestId: randomUUID() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("invalid_addition");
  });
});
