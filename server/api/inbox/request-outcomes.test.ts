import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../db/store";
import { freshDatabase } from "../../test/database";
import { ARMORED, call, enrolled, inboxApp, testClock, type Session } from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let cy: Session;
let counter = 0;

async function stored(formType: "contact" | "referral" | "application") {
  counter += 1;
  const saved = await createStore(database.db).save({
    clientRequestId: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    formType,
    formVersion: 1,
    ciphertext: ARMORED(),
  });
  return saved.reference;
}

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  cy = await enrolled(app, database, clock.now, { name: "Cy Staff", role: "staff" }, 1);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const close = (reference: string, outcome: string) =>
  call(app, cy, "POST", `requests/${reference}/status`, { status: "closed", outcome });

describe("outcomes per form type (the form registry)", () => {
  it("closes a job application as hired, and refuses a patient's outcome with a reason", async () => {
    const application = await stored("application");
    const admitted = await close(application, "admitted");
    expect(admitted.statusCode).toBe(400);
    expect(admitted.json()).toEqual({
      error: "invalid_outcome",
      message:
        "A job application closes as hired, not hired, withdrawn or not reachable, not admitted.",
    });
    const hired = await close(application, "hired");
    expect(hired.statusCode).toBe(200);
    expect(hired.json()).toMatchObject({ status: "closed", outcome: "hired" });
  });

  it("refuses an application's outcome on a patient's request, and keeps theirs", async () => {
    for (const type of ["contact", "referral"] as const) {
      const reference = await stored(type);
      const hired = await close(reference, "hired");
      expect(hired.statusCode).toBe(400);
      expect(hired.json().error).toBe("invalid_outcome");
      expect(hired.json().message).toMatch(/closes as admitted, .* or duplicate, not hired\.$/);
      expect((await close(reference, "not_eligible")).json()).toMatchObject({
        outcome: "not_eligible",
      });
    }
  });

  it("leaves the request open when the outcome is refused", async () => {
    const reference = await stored("application");
    await close(reference, "duplicate");
    const row = await database.db
      .selectFrom("submissions")
      .select(["status", "outcome"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "new", outcome: null });
  });
});
