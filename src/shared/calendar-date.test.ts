import { describe, expect, it } from "vitest";
import { dayIn, longUsDate } from "./calendar-date";

describe("calendar days", () => {
  it("says a day in US words, the same in every time zone (no shift to the day before)", () => {
    expect(longUsDate("2026-12-01")).toBe("Tuesday, December 1, 2026");
    expect(longUsDate("2027-01-01")).toBe("Friday, January 1, 2027");
  });

  it("takes the office's day of an instant: 9 pm in Chicago is already tomorrow in UTC", () => {
    const evening = new Date("2026-03-03T03:00:00Z");
    expect(dayIn(evening, "America/Chicago")).toBe("2026-03-02");
    expect(dayIn(evening, "UTC")).toBe("2026-03-03");
  });
});
