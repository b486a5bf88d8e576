// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { awardFacts, awardsStats } from "./awards";
import { factValue, isPlaceholder, placeholderAttrs } from "@/shared/placeholder";
import { images } from "./images";
import { AWARD_IMAGES } from "../../test/spec";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const awards = awardFacts.map((fact) => factValue(fact));

describe("awards content", () => {
  // Issue 14: one value per figure, from the registry (the spec's "12" years became the years
  // since the founding year, 2006 until the agency confirms it).
  it("has the stats strip: awards counted from the list, years from the founding year, 98%, 50+", () => {
    expect(awardsStats.map((stat) => factValue(stat.value))).toEqual([
      "6+",
      String(new Date().getFullYear() - 2006),
      "98%",
      "50+",
    ]);
    expect(awardsStats.map((stat) => stat.label)).toEqual([
      "Awards & Recognitions",
      "Years of Service",
      "Patient Satisfaction",
      "Healthcare Professionals",
    ]);
    // Each figure names the placeholder it rests on (the count: the first sample award).
    expect(awardsStats.map((stat) => placeholderAttrs(stat.value))).toEqual([
      { "data-placeholder": "awards.patient-experience-2024" },
      { "data-placeholder": "agency.founding-year" },
      { "data-placeholder": "figures.patient-satisfaction" },
      { "data-placeholder": "figures.professionals" },
    ]);
  });

  it("marks every sample award as a placeholder", () => {
    expect(awardFacts.every((fact) => isPlaceholder(fact))).toBe(true);
  });

  it("has six awards with unique ids, pictures award-1 to award-6 and every field filled", () => {
    expect(awards).toHaveLength(6);
    expect(new Set(awards.map((award) => award.id)).size).toBe(6);
    expect(awards.map((award) => award.image)).toEqual(AWARD_IMAGES);
    for (const award of awards) {
      expect(award.title.length, award.id).toBeGreaterThan(5);
      expect(award.description.length, award.id).toBeGreaterThan(40);
      expect(award.issuer.length, award.id).toBeGreaterThan(5);
      expect(award.alt).toBe(images[award.image].alt);
    }
  });

  it("dates each award between 2013 and 2025, newest first", () => {
    const years = awards.map((award) => award.year);
    for (const year of years) {
      expect(year).toBeGreaterThanOrEqual(2013);
      expect(year).toBeLessThanOrEqual(2025);
    }
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it("draws each award's year in its picture and names the year in its alt text", () => {
    for (const award of awards) {
      const svg = readFileSync(publicDir + images[award.image].src, "utf8");
      expect(svg, award.id).toContain(`>${award.year}</text>`);
      expect(award.alt, award.id).toContain(String(award.year));
    }
  });
});
