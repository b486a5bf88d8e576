import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_LIMITS, UPLOAD_MAX_BYTES } from "../../src/shared/wire/attachment-limits";
import type { Attachment, SubmissionEnvelope } from "../../src/shared/wire/envelope";
import { createRequestActions } from "../db/request-actions";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import { call, enrolled, inboxApp, testClock, type Session } from "../test/inbox";
import { askTokens, putFile, sealedFile, tokenFor } from "../test/uploads";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let proofOfWork: ReturnType<typeof inboxApp>["proofOfWork"];
let recipient: string;
let ada: Session;

beforeAll(async () => {
  database = await freshDatabase();
  ({ app, proofOfWork } = inboxApp(database, clock.now));
  ({ recipient } = await testKeys());
  ada = await enrolled(app, database, clock.now, { name: "Ada Admin", role: "admin" }, 1);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const sealed = (plain?: Uint8Array | string) => sealedFile(recipient, plain);

/** A PUT with a token for this id and size, as the page sends it. */
const put = async (id: string, body: Buffer, type = "application/octet-stream") =>
  putFile(app, id, body, await tokenFor(app, proofOfWork, { uploadId: id, bytes: body.length }), {
    type,
  });

/** A file uploaded now: what an envelope names it by. */
async function uploaded(plain?: Uint8Array | string): Promise<Attachment> {
  const body = await sealed(plain);
  const uploadId = randomUUID();
  expect((await put(uploadId, body)).statusCode).toBe(201);
  return { uploadId, sha256: createHash("sha256").update(body).digest("hex"), bytes: body.length };
}

const submit = async (overrides: Partial<SubmissionEnvelope>) =>
  app.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(
      await validEnvelope(
        recipient,
        { name: "Test" },
        {
          formType: "application",
          altcha: await solvedChallenge(proofOfWork),
          ...overrides,
        },
      ),
    ),
  });

const claimedBy = async (uploadId: string) =>
  (
    await database.db
      .selectFrom("uploads")
      .select("submission_id")
      .where("id", "=", uploadId)
      .executeTakeFirst()
  )?.submission_id;

describe("PUT /api/v1/uploads/:uploadId", () => {
  it("stores a sealed file once: the same bytes again answer 200, other bytes 409", async () => {
    const id = randomUUID();
    const body = await sealed();
    const first = await put(id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      uploadId: id,
      sha256: createHash("sha256").update(body).digest("hex"),
      bytes: body.length,
    });
    expect((await put(id, body)).statusCode).toBe(200);
    const other = await put(id, await sealed("%PDF-1.4 another"));
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe("conflict");
  });

  it("refuses a body that is not age, not octet-stream, too large, or a bad id, with a reason", async () => {
    const notAge = await put(randomUUID(), Buffer.from("%PDF-1.4 in the clear"));
    expect(notAge.statusCode).toBe(400);
    expect(notAge.json().message).toMatch(/encrypted with age/);
    expect((await put(randomUUID(), Buffer.from("{}"), "application/json")).statusCode).toBe(415);
    expect((await putFile(app, "not-a-uuid", await sealed(), "t")).statusCode).toBe(400);
    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    huge.write("age-encryption.org/v1\n");
    // No token is given for more than the largest file, and none is needed to be told so.
    expect((await putFile(app, randomUUID(), huge, undefined)).statusCode).toBe(401);
    const tokens = await askTokens(app, proofOfWork, [
      { uploadId: randomUUID(), bytes: huge.length },
    ]);
    expect(tokens.statusCode).toBe(400);
  });

  it("refuses forged age files (400, with a reason) and takes real ones", async () => {
    const text = Buffer.from("Ada Lovelace, 312 555 0100, knee surgery. ".repeat(30));
    const b64 = (n: number) => randomBytes(n).toString("base64").replace(/=+$/, "");
    const forged: [Buffer, RegExp][] = [
      [
        Buffer.concat([Buffer.from("age-encryption.org/v1\n-> X25519 AAAA\n--- AAAA\n"), text]),
        /share/,
      ],
      [
        Buffer.concat([
          Buffer.from(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- ${b64(32)}\n`),
          text,
        ]),
        /readable/,
      ],
      [
        Buffer.from(`age-encryption.org/v1\n-> X25519 ${b64(20)}\n${b64(32)}\n--- ${b64(32)}\n`),
        /share/,
      ],
      [Buffer.from(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- short\n`), /MAC/],
    ];
    for (const [body, reason] of forged) {
      const answer = await put(randomUUID(), body);
      expect(answer.statusCode, String(reason)).toBe(400);
      expect(answer.json()).toMatchObject({
        error: "invalid_upload",
        message: expect.stringMatching(reason),
      });
    }
    expect((await put(randomUUID(), await sealed(randomBytes(100_000)))).statusCode).toBe(201);
  });
});

describe("a submission with attachments", () => {
  it("claims its uploads; staff download the same bytes (audited); no session is 401", async () => {
    const file = await uploaded();
    const answer = await submit({ attachments: [file] });
    expect(answer.statusCode).toBe(201);
    const { reference } = answer.json();
    expect(await claimedBy(file.uploadId)).not.toBeNull();
    const url = `requests/${reference}/attachments/${file.uploadId}`;
    expect((await call(app, undefined, "GET", url)).statusCode).toBe(401);
    const download = await call(app, ada, "GET", url);
    expect(download.statusCode).toBe(200);
    expect(createHash("sha256").update(download.rawPayload).digest("hex")).toBe(file.sha256);
    expect(
      (await call(app, ada, "GET", `requests/${reference}/attachments/${randomUUID()}`)).statusCode,
    ).toBe(404);
    const history = (await call(app, ada, "GET", `requests/${reference}`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toContain("download");
    // The same upload cannot be sent with a second request.
    const again = await submit({ attachments: [file] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/another request/);
  });

  it("refuses (400, nothing stored) a missing upload, a foreign hash, and files beyond the form's limits", async () => {
    const file = await uploaded();
    const cases: [Partial<SubmissionEnvelope>, RegExp][] = [
      [{ attachments: [{ ...file, uploadId: randomUUID() }] }, /not uploaded/],
      [{ attachments: [{ ...file, sha256: "0".repeat(64) }] }, /does not match/],
      [{ formType: "contact", attachments: [file] }, /takes no files/],
      [{ attachments: [file, await uploaded()] }, /at most 1 file/],
      [
        { attachments: [{ ...file, bytes: ATTACHMENT_LIMITS.application.maxFileBytes + 9000 }] },
        /larger/,
      ],
      [
        {
          formType: "referral",
          attachments: Array.from({ length: 3 }, () => ({
            ...file,
            uploadId: randomUUID(),
            bytes: 9 * 1024 * 1024,
          })),
        },
        /together/,
      ],
    ];
    for (const [overrides, reason] of cases) {
      const answer = await submit(overrides);
      expect(answer.statusCode, String(reason)).toBe(400);
      expect(answer.json()).toMatchObject({
        error: "attachments",
        message: expect.stringMatching(reason),
      });
    }
    expect(await claimedBy(file.uploadId)).toBeNull();
    const count = await database.db
      .selectFrom("submissions")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("deletes an upload no request claimed within 1 h (controlled clock)", async () => {
    const early = await uploaded();
    clock.advance(59 * 60_000);
    await uploaded(); // the sweep runs with each upload: not yet an hour
    expect(await claimedBy(early.uploadId)).toBeNull();
    clock.advance(60_000);
    await uploaded();
    const left = await database.db
      .selectFrom("uploads")
      .select("id")
      .where("id", "=", early.uploadId)
      .execute();
    expect(left).toEqual([]);
    expect((await submit({ attachments: [early] })).statusCode).toBe(400);
  });

  it("deletes a request's files with the request (retention)", async () => {
    const file = await uploaded();
    const { reference } = (await submit({ attachments: [file] })).json();
    await database.db
      .updateTable("submissions")
      .set({ status: "closed", closed_at: clock.now() })
      .where("reference", "=", reference)
      .execute();
    const later = new Date(clock.now().getTime() + 91 * 86_400_000);
    expect(await createRequestActions(database.db).deleteExpired(90, later)).toEqual([reference]);
    const left = await database.db
      .selectFrom("uploads")
      .select("id")
      .where("id", "=", file.uploadId)
      .execute();
    expect(left).toEqual([]);
  });
});
