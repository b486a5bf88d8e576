/**
 * The inbox's overdue clock skips the office's holidays: the server's settings carry the
 * registry's schedule (src/shared/facts.ts, holidays included) and `isOverdue` counts with it.
 */
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { isOverdue } from "./db/requests-store";
import { inboxSettings } from "./inbox-settings";

const settings = inboxSettings({
  answerWithinHours: 2,
  referralAnswerWithinHours: 1,
} as ServerConfig);
const rule = {
  schedule: settings.schedule,
  hours: settings.answerWithinHours,
  hoursByType: settings.answerWithinHoursByType,
};

describe("the overdue clock on holidays", () => {
  // Wednesday 25 November 2026 at 4 pm in Chicago (UTC-6): one office hour left that day.
  const received = new Date("2026-11-25T22:00:00Z");

  it("is not overdue on Thanksgiving Day, and is by Friday 9 am", () => {
    const thanksgivingEvening = new Date("2026-11-27T00:00:00Z"); // Thu 6 pm
    expect(isOverdue(rule, "contact", "new", received, thanksgivingEvening)).toBe(false);
    expect(isOverdue(rule, "contact", "new", received, new Date("2026-11-27T14:59:00Z"))).toBe(
      false,
    );
    expect(isOverdue(rule, "contact", "new", received, new Date("2026-11-27T15:00:00Z"))).toBe(
      true,
    );
  });

  it("gives a referral sent on Christmas Eve night until Monday 9 am", () => {
    const christmasEve = new Date("2026-12-25T04:00:00Z"); // Thu 24 Dec, 10 pm
    const referral = (now: string) =>
      isOverdue(rule, "referral", "new", christmasEve, new Date(now));
    expect(referral("2026-12-25T20:00:00Z")).toBe(false); // Christmas Day, 2 pm
    expect(referral("2026-12-28T14:59:00Z")).toBe(false);
    expect(referral("2026-12-28T15:00:00Z")).toBe(true);
  });
});
