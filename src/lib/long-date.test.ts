import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes an ISO date as a long date in English, or in Spanish on Spanish pages", () => {
    expect(formatLongDate("2026-10-01")).toBe("October 1, 2026");
    expect(formatLongDate("2026-10-01", "es")).toBe("1 de octubre de 2026");
  });

  it("keeps the calendar day whatever the time zone (the date is read in UTC)", () => {
    expect(formatLongDate("2026-01-31", "en")).toBe("January 31, 2026");
    expect(formatLongDate("2026-01-31", "es")).toBe("31 de enero de 2026");
  });
});
