import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusAnswerSchema } from "../../src/shared/wire/status";
import { createReferralOutcomes } from "../db/referral-outcome";
import { createRequestActions } from "../db/request-actions";
import { freshDatabase } from "../test/database";
import { ARMORED, enrolled, inboxApp, testClock, type Session } from "../test/inbox";
import { lookUp, submitWithLink } from "../test/status-links";

/** A name sealed in each request: the answer must show no trace of what was sent. */
const MARKER = "Philomena-Arbuthnot-4419";
const at = (time: string) => new Date(`2026-03-${time}Z`);

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

async function send(formType: "referral" | "application") {
  const sent = await submitWithLink(
    built.app,
    built.proofOfWork,
    { name: MARKER, diagnosis: `${MARKER} diagnosis` },
    { formType },
  );
  const row = await database.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", sent.reference)
    .executeTakeFirstOrThrow();
  return { ...sent, id: row.id };
}

const milestone = (submissionId: string, kind: string, onDate: string | null, when: Date) =>
  database.db
    .insertInto("request_milestones")
    .values({ submission_id: submissionId, kind, on_date: onDate, recorded_at: when })
    .execute();

const addition = (submissionId: string, when: Date) =>
  database.db
    .insertInto("request_additions")
    .values({
      submission_id: submissionId,
      client_request_id: crypto.randomUUID(),
      ciphertext: ARMORED(Buffer.from(MARKER).toString("base64")),
      created_at: when,
    })
    .execute();

/** The answer, checked against the wire's schema, and proof nothing sealed leaked into it. */
async function answerFor(secret: string, ciphertext: string) {
  const response = await lookUp(built.app, { secret });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(MARKER);
  expect(response.body).not.toContain("AGE ENCRYPTED");
  const body = ciphertext.split("\n").find((line) => line.length > 40) ?? "";
  expect(body.length).toBeGreaterThan(40);
  expect(response.body).not.toContain(body.slice(0, 40));
  expect(response.body).not.toContain(Buffer.from(MARKER).toString("base64"));
  return statusAnswerSchema.parse(response.json());
}

describe("the status answer", () => {
  it("tells a referral's decision, milestones, note, additions, contacted and closed dates, and when it expires", async () => {
    const { secret, reference, id, envelope } = await send("referral");
    const outcomes = createReferralOutcomes(database.db);
    await outcomes.decide(reference, "accepted", null, ada.staffId, at("02T16:00:00"));
    await addition(id, at("02T18:00:00"));
    await milestone(id, "first_visit_scheduled", "2026-03-05", at("03T09:00:00"));
    await database.db
      .updateTable("submissions")
      .set({ public_note: "scheduling_first_visit", public_note_at: at("03T09:05:00") })
      .where("id", "=", id)
      .execute();
    await addition(id, at("04T10:00:00"));
    await milestone(id, "first_visit_completed", null, at("05T17:00:00"));
    await createRequestActions(database.db).setStatus(
      reference,
      "closed",
      "admitted",
      ada.staffId,
      at("06T12:00:00"),
    );
    expect(await answerFor(secret, envelope.ciphertext)).toEqual({
      reference,
      formType: "referral",
      status: "closed",
      receivedAt: expect.any(String),
      contactedAt: "2026-03-02T16:00:00.000Z",
      closedAt: "2026-03-06T12:00:00.000Z",
      outcome: "admitted",
      decision: { outcome: "accepted", reason: null, at: "2026-03-02T16:00:00.000Z" },
      milestones: [
        { kind: "first_visit_scheduled", date: "2026-03-05", at: "2026-03-03T09:00:00.000Z" },
        { kind: "first_visit_completed", date: null, at: "2026-03-05T17:00:00.000Z" },
      ],
      note: { code: "scheduling_first_visit", at: "2026-03-03T09:05:00.000Z" },
      additions: ["2026-03-02T18:00:00.000Z", "2026-03-04T10:00:00.000Z"],
      expiresAt: "2026-04-05T12:00:00.000Z",
    });
  });

  it("tells a declined referral's reason by its code only", async () => {
    const { secret, reference, envelope } = await send("referral");
    await createReferralOutcomes(database.db).decide(
      reference,
      "declined",
      "outside_area",
      ada.staffId,
      at("02T16:30:00"),
    );
    const answer = await answerFor(secret, envelope.ciphertext);
    expect(answer.decision).toEqual({
      outcome: "declined",
      reason: "outside_area",
      at: "2026-03-02T16:30:00.000Z",
    });
    expect(answer).toMatchObject({ status: "contacted", contactedAt: "2026-03-02T16:30:00.000Z" });
  });

  it("tells an application's interview and its close, with no referral decision", async () => {
    const { secret, reference, id, envelope } = await send("application");
    const actions = createRequestActions(database.db);
    await actions.setStatus(reference, "contacted", undefined, ada.staffId, at("03T10:00:00"));
    await milestone(id, "interview", "2026-03-10", at("03T10:05:00"));
    await actions.setStatus(reference, "closed", "hired", ada.staffId, at("12T09:00:00"));
    expect(await answerFor(secret, envelope.ciphertext)).toMatchObject({
      formType: "application",
      status: "closed",
      outcome: "hired",
      contactedAt: "2026-03-03T10:00:00.000Z",
      decision: null,
      milestones: [{ kind: "interview", date: "2026-03-10", at: "2026-03-03T10:05:00.000Z" }],
      note: null,
      additions: [],
      expiresAt: "2026-04-11T09:00:00.000Z",
    });
  });

  it("leaves out a stored code outside the wire's lists (a note or milestone it has no words for)", async () => {
    const { secret, id, envelope } = await send("referral");
    await milestone(id, "discharged_home", "2026-03-09", at("03T11:00:00"));
    await milestone(id, "first_visit_scheduled", "2026-13-45", at("03T11:01:00"));
    await database.db
      .updateTable("submissions")
      .set({ public_note: `${MARKER} free text`, public_note_at: at("03T11:02:00") })
      .where("id", "=", id)
      .execute();
    const answer = await answerFor(secret, envelope.ciphertext);
    expect(answer.note).toBeNull();
    expect(answer.milestones).toEqual([
      { kind: "first_visit_scheduled", date: null, at: "2026-03-03T11:01:00.000Z" },
    ]);
  });
});
