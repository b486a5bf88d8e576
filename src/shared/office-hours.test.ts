import { describe, expect, it } from "vitest";
import {
  addBusinessHours,
  businessHoursBetween,
  callbackPromise,
  isOpen,
  type OfficeSchedule,
} from "./office-hours";

const chicago: OfficeSchedule = {
  timeZone: "America/Chicago",
  weekdays: [1, 2, 3, 4, 5],
  opensAt: 8 * 60,
  closesAt: 17 * 60,
};

// 2026-11-27 is a Friday; Chicago is UTC-6 in November (CST).
const friday11pm = new Date("2026-11-28T05:00:00Z");
const tuesday10am = new Date("2026-11-24T16:00:00Z");

describe("office hours", () => {
  it("knows when the office is open", () => {
    expect(isOpen(chicago, tuesday10am)).toBe(true);
    expect(isOpen(chicago, friday11pm)).toBe(false);
    expect(isOpen(chicago, new Date("2026-11-24T14:00:00Z"))).toBe(true); // 8:00 local
    expect(isOpen(chicago, new Date("2026-11-24T23:00:00Z"))).toBe(false); // 17:00 local
  });

  it("counts only open time", () => {
    expect(addBusinessHours(chicago, tuesday10am, 2).toISOString()).toBe(
      "2026-11-24T18:00:00.000Z",
    );
    // Friday 11 pm: Monday 10 am (8 am + 2 h).
    expect(addBusinessHours(chicago, friday11pm, 2).toISOString()).toBe("2026-11-30T16:00:00.000Z");
    // Tuesday 4:30 pm: half an hour today, 1.5 h on Wednesday morning.
    expect(addBusinessHours(chicago, new Date("2026-11-24T22:30:00Z"), 2).toISOString()).toBe(
      "2026-11-25T15:30:00.000Z",
    );
    expect(businessHoursBetween(chicago, friday11pm, new Date("2026-11-30T16:00:00Z"))).toBe(2);
    expect(businessHoursBetween(chicago, tuesday10am, new Date("2026-11-24T13:00:00Z"))).toBe(0);
  });

  it("crosses the change to daylight saving time", () => {
    // Friday 2026-03-06 at 4 pm CST; the clocks go forward on Sunday 8 March.
    const deadline = addBusinessHours(chicago, new Date("2026-03-06T22:00:00Z"), 2);
    expect(deadline.toISOString()).toBe("2026-03-09T14:00:00.000Z"); // Monday 9 am CDT
  });

  it("says when a request will be called back", () => {
    expect(callbackPromise(chicago, friday11pm, 2)).toMatchObject({
      day: "weekday",
      weekday: 1,
      morning: true,
    });
    expect(callbackPromise(chicago, tuesday10am, 2)).toMatchObject({ day: "today" });
    expect(callbackPromise(chicago, new Date("2026-11-24T22:30:00Z"), 2)).toMatchObject({
      day: "tomorrow",
      morning: true,
    });
  });
});
