import { sql } from "kysely";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SunkMail } from "../../test/smtp-sink";
import { freePorts } from "../test/spawn";
import {
  additionBody,
  additionsApp,
  postAddition,
  requestWithLink,
  uploadedFile,
} from "../test/additions";
import { freshDatabase } from "../test/database";
import { testKeys } from "../test/envelopes";
import { enrolled, INBOX_URL, testClock } from "../test/inbox";
import { smtpMailer } from "./mailer";
import { deliverDue } from "./worker";

/** Staff hear of more sent through the status link as of a new request (issue 32). */

const [SINK_PORT = 0] = await freePorts(1);
const clock = testClock("2026-03-02T15:00:00Z");
const received: SunkMail[] = [];
const log = { info: () => {} };
let database: Awaited<ReturnType<typeof freshDatabase>>;
let h: ReturnType<typeof additionsApp> & { db: typeof database.db; recipient: string };
let sink: SMTPServer;

const mailer = smtpMailer({
  smtpUrl: `smtp://127.0.0.1:${SINK_PORT}`,
  from: "intake@agency.test",
  inboxUrl: INBOX_URL,
});
const deliver = () => deliverDue(h.db, mailer, log, clock.now());
const mailsAbout = (reference: string) =>
  received.filter((message) => message.raw.includes(reference));
const additionRows = (reference: string) =>
  h.db
    .selectFrom("notification_outbox")
    .select(["staff_id", "addition_seq"])
    .where("reference", "=", reference)
    .where("kind", "=", "addition")
    .orderBy("addition_seq")
    .orderBy("staff_id")
    .execute();

beforeAll(async () => {
  database = await freshDatabase();
  const { recipient } = await testKeys();
  h = { ...additionsApp(database.db, clock.now), db: database.db, recipient };
  const people = [
    { name: "Ada", role: "admin", email: "ada@agency.test" },
    { name: "Cy", role: "staff", email: "cy@agency.test" },
    { name: "Dee", role: "staff", email: "dee@agency.test" },
    { name: "Eve", role: "staff" },
  ] as const;
  for (const [index, person] of people.entries()) {
    await enrolled(h.app, database, clock.now, person, index + 1);
  }
  // Dee turned her alerts off; Eve has no address: neither hears of a new request, nor of more.
  await h.db.updateTable("staff").set({ notify: false }).where("name", "=", "Dee").execute();
  sink = await startSmtpSink(SINK_PORT, received);
});
afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
  await h.app.close();
  await database.drop();
});
/** A request with a status link whose new-request e-mails are sent already. */
async function toldRequest(formType?: Parameters<typeof requestWithLink>[1]) {
  const request = await requestWithLink(h, formType);
  expect((await deliver()).sent).toBe(2);
  received.length = 0;
  return request;
}

describe("the e-mail when a visitor sends more through the status link", () => {
  it("e-mails the colleagues with alerts on, once per addition: reference, kind, link, nothing sent", async () => {
    const request = await toldRequest("referral");
    const file = await uploadedFile(h, "%PDF-1.4 the signed order");
    const body = await additionBody(h, request.secret, { attachments: [file.attachment] });
    expect((await postAddition(h, body)).statusCode).toBe(201);

    expect(await deliver()).toEqual({ claimed: 2, sent: 2 });
    const mails = mailsAbout(request.reference);
    expect(
      mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(["ada@agency.test", "cy@agency.test"]);
    for (const mail of mails) {
      expect(mail.raw).toContain(`Subject: More sent for referral ${request.reference}`);
      expect(mail.raw).toContain("More was sent through the status link for the referral");
      expect(mail.raw).toContain(`${INBOX_URL}#request=${request.reference}`);
      // None of what was sent, nor what names it: the sealed text, the file, the link's secret.
      for (const word of [
        body.ciphertext.slice(0, 40),
        "age-encryption",
        file.attachment.uploadId,
        file.attachment.sha256,
        body.secret,
        body.clientRequestId,
        "signed order",
        "PDF",
      ]) {
        expect(mail.raw).not.toContain(word);
      }
    }

    // A second addition is a second e-mail to each.
    clock.advance(60_000);
    expect((await postAddition(h, await additionBody(h, request.secret))).statusCode).toBe(201);
    expect(await deliver()).toEqual({ claimed: 2, sent: 2 });
    expect(mailsAbout(request.reference)).toHaveLength(4);
    expect((await additionRows(request.reference)).map((row) => row.addition_seq)).toEqual([
      1, 1, 2, 2,
    ]);
  });

  it("a retried addition (answered 200 with the first time) e-mails no one again", async () => {
    const request = await toldRequest("contact");
    const body = await additionBody(h, request.secret);
    expect((await postAddition(h, body)).statusCode).toBe(201);
    expect(await deliver()).toEqual({ claimed: 2, sent: 2 });
    expect(mailsAbout(request.reference)[0]?.raw).toContain(
      `Subject: More sent for care request ${request.reference}`,
    );

    clock.advance(30_000);
    expect((await postAddition(h, body)).statusCode).toBe(200);
    expect(await additionRows(request.reference)).toHaveLength(2);
    expect(await deliver()).toEqual({ claimed: 0, sent: 0 });
    expect(mailsAbout(request.reference)).toHaveLength(2);
  });

  it("no addition, no e-mail: one refused (closed request) queues nothing", async () => {
    const request = await requestWithLink(h);
    await h.db
      .updateTable("submissions")
      .set({ status: "closed", closed_at: clock.now() })
      .where("id", "=", request.id)
      .execute();
    expect((await postAddition(h, await additionBody(h, request.secret))).statusCode).toBe(409);
    expect(await additionRows(request.reference)).toEqual([]);
  });

  it("the notice is part of the addition's transaction: if it cannot be queued, nothing is stored", async () => {
    const request = await requestWithLink(h);
    await sql`alter table notification_outbox rename to outbox_away`.execute(h.db);
    try {
      const answer = await postAddition(h, await additionBody(h, request.secret));
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`alter table outbox_away rename to notification_outbox`.execute(h.db);
    }
    const stored = await h.db
      .selectFrom("request_additions")
      .select("id")
      .where("submission_id", "=", request.id)
      .execute();
    expect(stored).toEqual([]);
    // Sent again (the page does so with a new proof of work): stored, and told once.
    expect((await postAddition(h, await additionBody(h, request.secret))).statusCode).toBe(201);
    expect(await additionRows(request.reference)).toHaveLength(2);
  });
});
