import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestDetailSchema, requestListSchema } from "../../src/shared/wire/inbox-api";
import {
  additionBody,
  additionsApp,
  postAddition,
  requestWithLink,
  uploadedFile,
} from "../test/additions";
import { freshDatabase } from "../test/database";
import { testKeys } from "../test/envelopes";
import { call, enrolled, testClock, type Session } from "../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let h: ReturnType<typeof additionsApp> & {
  db: Awaited<ReturnType<typeof freshDatabase>>["db"];
  recipient: string;
};
let ada: Session;
let bea: Session;

beforeAll(async () => {
  database = await freshDatabase();
  const { recipient } = await testKeys();
  h = { ...additionsApp(database.db, clock.now), db: database.db, recipient };
  ada = await enrolled(h.app, database, clock.now, { name: "Ada Admin", role: "admin" }, 1);
  bea = await enrolled(h.app, database, clock.now, { name: "Bea Staff", role: "staff" }, 2);
});
afterAll(async () => {
  await h.app.close();
  await database.drop();
});

const listed = async (session: Session, reference: string) => {
  const answer = await call(h.app, session, "GET", "requests");
  const list = requestListSchema.parse(answer.json());
  return list.items.find((item) => item.reference === reference);
};

describe("the inbox and what came through the status link", () => {
  it("the request's detail carries each addition with its time, ciphertext and files", async () => {
    const request = await requestWithLink(h);
    const file = await uploadedFile(h, "%PDF-1.4 the signed order");
    const body = await additionBody(h, request.secret, { attachments: [file.attachment] });
    expect((await postAddition(h, body)).statusCode).toBe(201);

    const answer = await call(h.app, ada, "GET", `requests/${request.reference}`);
    const detail = requestDetailSchema.parse(answer.json());
    expect(detail.additions).toEqual([
      {
        id: expect.any(String),
        at: clock.now().toISOString(),
        ciphertext: body.ciphertext,
        sealedTo: body.sealedTo,
        attachments: [{ uploadId: file.attachment.uploadId, bytes: file.attachment.bytes }],
      },
    ]);
    // Its file downloads through the request's files route: the same sealed bytes.
    const download = await call(
      h.app,
      ada,
      "GET",
      `requests/${request.reference}/attachments/${file.attachment.uploadId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.body)).toBe(true);
  });

  it("flags a request updated for whoever read it before the addition, until they open it again", async () => {
    const request = await requestWithLink(h, "contact");
    expect((await call(h.app, ada, "GET", `requests/${request.reference}`)).statusCode).toBe(200);
    expect(await listed(ada, request.reference)).toMatchObject({ updated: false, addedAt: null });

    clock.advance(5 * 60_000);
    expect((await postAddition(h, await additionBody(h, request.secret))).statusCode).toBe(201);
    expect(await listed(ada, request.reference)).toMatchObject({
      read: true,
      updated: true,
      addedAt: clock.now().toISOString(),
    });
    // Bea never opened it: it is unread for her, which already says so.
    expect(await listed(bea, request.reference)).toMatchObject({ read: false, updated: false });
    // The list's poll sees it (updated_at moved).
    const since = new Date(clock.now().getTime() - 1000).toISOString();
    const changes = await call(
      h.app,
      ada,
      "GET",
      `requests/changes?since=${encodeURIComponent(since)}`,
    );
    expect(changes.json().items.map((item: { reference: string }) => item.reference)).toContain(
      request.reference,
    );

    clock.advance(60_000);
    expect((await call(h.app, ada, "GET", `requests/${request.reference}`)).statusCode).toBe(200);
    expect(await listed(ada, request.reference)).toMatchObject({ updated: false });
  });
});
