import { describe, expect, it } from "vitest";
import { officeHolidays } from "./office-calendar";
import { holidayDates, isHoliday, type HolidayRule } from "./holidays";
import { factValue, isPlaceholder } from "./placeholder";

const rules = factValue(officeHolidays);

describe("holidays", () => {
  it("computes a year's dates from the office's rules", () => {
    expect(holidayDates(rules, 2026)).toEqual([
      "2026-01-01",
      "2026-05-25", // last Monday of May
      "2026-07-03", // 4 July is a Saturday: the Friday before
      "2026-09-07", // first Monday of September
      "2026-11-26", // fourth Thursday of November
      "2026-12-25",
    ]);
  });

  it("moves a Sunday holiday to the Monday after", () => {
    // 2022: Christmas Day on a Sunday, observed Monday 26 December.
    expect(holidayDates(rules, 2022)).toContain("2022-12-26");
    expect(holidayDates(rules, 2022)).not.toContain("2022-12-25");
  });

  it("closes on 31 December when New Year's Day is a Saturday", () => {
    // 1 January 2028 is a Saturday: the office closes on Friday 31 December 2027.
    expect(holidayDates(rules, 2027)).toContain("2027-12-31");
    expect(holidayDates(rules, 2028)).not.toContain("2028-01-01");
    expect(holidayDates(rules, 2028)[0]).toBe("2028-05-29");
  });

  it("finds the nth and the last weekday of a month in any year", () => {
    const thanksgiving: HolidayRule[] = [{ name: "T", month: 11, weekday: 4, nth: 4 }];
    // November starting on a Thursday (2029) and on a Friday (2030).
    expect(holidayDates(thanksgiving, 2029)).toEqual(["2029-11-22"]);
    expect(holidayDates(thanksgiving, 2030)).toEqual(["2030-11-28"]);
    const memorial: HolidayRule[] = [{ name: "M", month: 5, weekday: 1, nth: -1 }];
    // May 2027 ends on a Monday: that Monday is the last one.
    expect(holidayDates(memorial, 2027)).toEqual(["2027-05-31"]);
  });

  it("answers for a local date", () => {
    expect(isHoliday(rules, { year: 2026, month: 11, day: 26 })).toBe(true);
    expect(isHoliday(rules, { year: 2026, month: 11, day: 27 })).toBe(false);
    expect(isHoliday([], { year: 2026, month: 12, day: 25 })).toBe(false);
  });

  it("is a placeholder the agency confirms, with the holidays the brief names", () => {
    expect(isPlaceholder(officeHolidays)).toBe(true);
    expect(rules.map((rule) => rule.name)).toEqual(
      expect.arrayContaining([
        "New Year's Day",
        "Memorial Day",
        "Independence Day",
        "Labor Day",
        "Thanksgiving Day",
        "Christmas Day",
      ]),
    );
  });
});
