import { describe, expect, it } from "vitest";
import { estimateBasis, formatUsd } from "./cost-calculator-display";

describe("formatUsd", () => {
  it("shows US dollars with cents", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(27_300)).toBe("$27,300.00");
    expect(formatUsd(38.68)).toBe("$38.68");
    expect(formatUsd(-0)).toBe("$0.00");
    expect(formatUsd(-0.001)).toBe("$0.00");
  });

  it("refuses NaN and Infinity", () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("estimateBasis: the care in words people use", () => {
  const basis = (
    visits: number,
    serviceFrequency: Parameters<typeof estimateBasis>[1]["serviceFrequency"],
    estimatedDuration: Parameters<typeof estimateBasis>[1]["estimatedDuration"],
  ) => estimateBasis({ visits, costPerVisit: 150 }, { serviceFrequency, estimatedDuration });

  // Each sentence and the choices it says: whole visits, then about 1 visit a month in words.
  const SENTENCES: Record<string, Parameters<typeof basis>> = {
    "Based on 2 visits a week for about 6 weeks: 12 visits, at $150.00 per visit.": [
      12,
      "2x-week",
      "1-2-months",
    ],
    "Based on 1 visit a week for 1 week: 1 visit, at $150.00 per visit.": [1, "weekly", "1-week"],
    "Based on a visit every day for 26 weeks (6 months): 182 visits, at $150.00 per visit.": [
      182,
      "daily",
      "6-months-plus",
    ],
    "Based on about 1 visit a month for 1 week: a quarter of a visit on average, at $150.00 per visit.":
      [0.25, "monthly", "1-week"],
    "Based on about 1 visit a month for about 3 weeks: three quarters of a visit on average, at $150.00 per visit.":
      [0.75, "monthly", "2-4-weeks"],
    "Based on about 1 visit a month for about 6 weeks: 1 and a half visits on average, at $150.00 per visit.":
      [1.5, "monthly", "1-2-months"],
  };

  it.each(Object.entries(SENTENCES))("says %s", (sentence, choices) => {
    expect(basis(...choices)).toBe(sentence);
  });

  it('says "about 1 visit a month", never "0.25 visits"', () => {
    expect(basis(4.5, "monthly", "3-6-months")).toContain("4 and a half visits on average");
    for (const visits of [0.25, 0.75, 1.5, 4.5, 6.5]) {
      expect(basis(visits, "monthly", "1-week")).not.toMatch(/\d\.\d+ visit/);
    }
  });
});
