import { describe, expect, it } from "vitest";
import { statusAnswerSchema, type StatusAnswer } from "@/shared/wire/status";
import { calendarDay, readStatusAnswer, wordFor } from "./answer";

const answer: StatusAnswer = {
  reference: "BC-7K2M9",
  formType: "referral",
  status: "contacted",
  receivedAt: "2026-12-01T15:00:00.000Z",
  contactedAt: "2026-12-01T16:00:00.000Z",
  closedAt: null,
  outcome: null,
  decision: { outcome: "declined", reason: "no_capacity", at: "2026-12-01T17:00:00.000Z" },
  milestones: [{ kind: "first_visit_scheduled", date: "2026-12-03", at: "2026-12-01T18:00:00Z" }],
  note: { code: "call_us", at: "2026-12-01T18:30:00Z" },
  additions: ["2026-12-02T10:00:00Z"],
  expiresAt: null,
};

describe("readStatusAnswer", () => {
  it("reads an answer the wire's schema accepts", () => {
    expect(statusAnswerSchema.parse(answer)).toBeTruthy();
    const data = readStatusAnswer(answer);
    expect(data).toMatchObject({
      reference: "BC-7K2M9",
      formType: "referral",
      status: "contacted",
      decision: { outcome: "declined", reason: "no_capacity" },
      milestones: [{ kind: "first_visit_scheduled", date: "2026-12-03" }],
      note: { code: "call_us" },
    });
    expect(data?.receivedAt.toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(data?.additions).toHaveLength(1);
  });

  it.each([
    ["null", null],
    ["a string", "BC-1"],
    ["an array", [answer]],
    ["no reference", { ...answer, reference: undefined }],
    ["a reference with markup", { ...answer, reference: "<img src=x onerror=alert(1)>" }],
    ["a reference that is an object", { ...answer, reference: { toString: (): string => "BC-1" } }],
    ["a received time that is not a date", { ...answer, receivedAt: "yesterday" }],
  ])("refuses %s", (_name, body) => {
    expect(readStatusAnswer(body)).toBeNull();
  });

  it("never reads through the prototype", () => {
    const inherited = Object.create({ reference: "BC-1", receivedAt: "2026-12-01T15:00:00Z" });
    expect(readStatusAnswer(inherited)).toBeNull();
    const poisoned = JSON.parse(
      '{"reference":"BC-1","receivedAt":"2026-12-01T15:00:00Z","__proto__":{"status":"closed"}}',
    );
    expect(readStatusAnswer(poisoned)?.status).toBe("");
  });

  it("drops what is malformed and keeps the rest", () => {
    const data = readStatusAnswer({
      ...answer,
      formType: 42,
      status: "CLOSED; DROP TABLE",
      contactedAt: "not a date",
      outcome: "x".repeat(500),
      decision: { outcome: null },
      milestones: [null, "first_visit_completed", { kind: "interview", date: "2026-02-31" }, 7],
      note: "call_us",
      additions: ["2026-12-02T10:00:00Z", "soon", 12],
      expiresAt: { at: "2027-01-01" },
    });
    expect(data).toMatchObject({
      formType: "",
      status: "",
      contactedAt: null,
      outcome: null,
      decision: null,
      milestones: [{ kind: "interview", date: null, at: null }],
      note: null,
      expiresAt: null,
    });
    expect(data?.additions).toHaveLength(1);
  });

  it("cuts a list longer than any request has", () => {
    const data = readStatusAnswer({
      ...answer,
      additions: Array.from({ length: 10_000 }, () => "2026-12-02T10:00:00Z"),
    });
    expect(data?.additions).toHaveLength(50);
  });
});

describe("calendarDay", () => {
  it("keeps a real day and refuses anything else", () => {
    expect(calendarDay("2026-12-01")).toBe("2026-12-01");
    expect(calendarDay("2028-02-29")).toBe("2028-02-29");
    expect(calendarDay("2026-02-29")).toBeNull();
    expect(calendarDay("2026-13-01")).toBeNull();
    expect(calendarDay("12/01/2026")).toBeNull();
    expect(calendarDay(20261201)).toBeNull();
  });
});

describe("wordFor", () => {
  it("finds only the list's own words", () => {
    const words = { admitted: "Care has started." };
    expect(wordFor(words, "admitted", "?")).toBe("Care has started.");
    expect(wordFor(words, "toString", "?")).toBe("?");
    expect(wordFor(words, null, "?")).toBe("?");
  });
});
