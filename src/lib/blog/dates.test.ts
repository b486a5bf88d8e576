import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./dates";

describe("formatArticleDate", () => {
  it.each([
    ["2026-11-10", "November 10, 2026"],
    ["2026-11-05", "November 05, 2026"],
    ["2026-01-01", "January 01, 2026"],
    ["2025-12-31", "December 31, 2025"],
    ["2024-02-29", "February 29, 2024"],
    ["0999-01-05", "January 05, 0999"],
  ])("%s -> %s", (iso, expected) => {
    expect(formatArticleDate(iso)).toBe(expected);
  });

  it("says the date in Spanish on a Spanish page (no English month on /es)", () => {
    expect(formatArticleDate("2026-10-30", "es")).toBe("30 de octubre de 2026");
    expect(() => formatArticleDate("2026-02-30", "es")).toThrow(RangeError);
  });

  it("keeps the calendar day in every time zone", () => {
    // `new Date("2026-03-01")` is read as UTC midnight: in Chicago that is still February 28.
    // Node applies a change of process.env.TZ at once.
    const original = process.env.TZ;
    try {
      for (const zone of [
        "America/Chicago",
        "Pacific/Honolulu",
        "UTC",
        "Asia/Kolkata",
        "Pacific/Kiritimati",
      ]) {
        process.env.TZ = zone;
        expect(formatArticleDate("2026-03-01"), zone).toBe("March 01, 2026");
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it.each(["2026-02-30", "11/10/2026", "", "2026-1-5"])("rejects %j", (value) => {
    expect(() => formatArticleDate(value)).toThrow(RangeError);
  });
});
