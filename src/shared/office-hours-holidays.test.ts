/**
 * The office calendar's holidays in every count: the promise, the overdue clock (the server's
 * `isOverdue` is `addBusinessHours(...) <= now`) and the hours between two instants. The
 * registry's own schedule (facts.ts), so a holiday dropped from it fails here. The promise in
 * words, English and Spanish: src/lib/callback-holidays.test.ts.
 */
import { describe, expect, it } from "vitest";
import { officeSchedule } from "./facts";
import { addBusinessHours, businessHoursBetween, callbackPromise, isOpen } from "./office-hours";
import { factValue } from "./placeholder";

const schedule = factValue(officeSchedule);

// Chicago is UTC-6 from November to March (CST), UTC-5 in summer (CDT).
const thanksgivingEve = new Date("2026-11-26T04:00:00Z"); // Wed 25 Nov 2026, 22:00
const christmasEveNight = new Date("2026-12-25T04:00:00Z"); // Thu 24 Dec 2026, 22:00

describe("office hours on holidays", () => {
  it("is closed on Thanksgiving and Christmas Day, open the day after Thanksgiving", () => {
    expect(isOpen(schedule, new Date("2026-11-26T16:00:00Z"))).toBe(false); // Thu 10 am
    expect(isOpen(schedule, new Date("2026-11-27T16:00:00Z"))).toBe(true); // Fri 10 am
    expect(isOpen(schedule, new Date("2026-12-25T16:00:00Z"))).toBe(false);
  });

  it("promises Friday morning to a request sent at 10 pm on Thanksgiving eve", () => {
    const promise = callbackPromise(schedule, thanksgivingEve, 2);
    expect(promise.deadline.toISOString()).toBe("2026-11-27T16:00:00.000Z"); // Fri 10 am
    expect(promise).toMatchObject({ day: "weekday", weekday: 5, morning: true });
  });

  it("promises Monday morning to a request sent on Christmas Eve night", () => {
    const promise = callbackPromise(schedule, christmasEveNight, 2);
    expect(promise.deadline.toISOString()).toBe("2026-12-28T16:00:00.000Z"); // Mon 10 am
    expect(promise).toMatchObject({ day: "weekday", weekday: 1, morning: true });
  });

  it("says tomorrow only when tomorrow is open: Wednesday 4:30 pm before Thanksgiving", () => {
    const wednesday = new Date("2026-11-25T22:30:00Z"); // Wed 16:30: half an hour today
    expect(callbackPromise(schedule, wednesday, 2).deadline.toISOString()).toBe(
      "2026-11-27T15:30:00.000Z", // Fri 9:30, not Thursday
    );
    expect(callbackPromise(schedule, wednesday, 2)).toMatchObject({ day: "weekday", weekday: 5 });
  });

  it("keeps the overdue clock stopped over a holiday", () => {
    // Sent Wed 25 Nov at 4 pm: one hour that day, the second on Friday 8-9 am.
    const sent = new Date("2026-11-25T22:00:00Z");
    const due = addBusinessHours(schedule, sent, 2);
    expect(due.toISOString()).toBe("2026-11-27T15:00:00.000Z");
    const thanksgivingNoon = new Date("2026-11-26T18:00:00Z");
    expect(due <= thanksgivingNoon).toBe(false); // not overdue on Thanksgiving
    expect(businessHoursBetween(schedule, sent, thanksgivingNoon)).toBe(1);
    expect(businessHoursBetween(schedule, sent, new Date("2026-11-27T16:00:00Z"))).toBe(3);
  });

  it("skips the Friday a Saturday holiday is observed on", () => {
    // Independence Day 2026 is a Saturday: closed Friday 3 July. Thu 2 July at 4 pm (CDT).
    const thursday = new Date("2026-07-02T21:00:00Z");
    expect(addBusinessHours(schedule, thursday, 2).toISOString()).toBe("2026-07-06T14:00:00.000Z");
  });

  it("stays right across a holiday next to a change of clocks", () => {
    // New Year's Eve 2026 at 4 pm CST: Friday 1 Jan is closed, Monday 4 Jan at 9 am.
    expect(addBusinessHours(schedule, new Date("2026-12-31T22:00:00Z"), 2).toISOString()).toBe(
      "2027-01-04T15:00:00.000Z",
    );
    // Fri 30 Oct 2026 at 4 pm CDT; the clocks go back on Sunday 1 Nov: Monday 9 am CST.
    expect(addBusinessHours(schedule, new Date("2026-10-30T21:00:00Z"), 2).toISOString()).toBe(
      "2026-11-02T15:00:00.000Z",
    );
    // Memorial Day 2027 (Mon 31 May), in summer time: Friday 4 pm to Tuesday 9 am CDT.
    expect(addBusinessHours(schedule, new Date("2027-05-28T21:00:00Z"), 2).toISOString()).toBe(
      "2027-06-01T14:00:00.000Z",
    );
  });
});
