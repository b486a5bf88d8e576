// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { awards, awardsStats } from "./awards";
import { images } from "./images";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

describe("awards content", () => {
  it("has the spec's stats strip: 6+ awards, 12 years, 98% satisfaction, 50+ professionals", () => {
    expect(awardsStats.map((stat) => stat.value)).toEqual(["6+", "12", "98%", "50+"]);
  });

  it("has six awards with unique ids, pictures award-1 to award-6 and every field filled", () => {
    expect(awards).toHaveLength(6);
    expect(new Set(awards.map((award) => award.id)).size).toBe(6);
    expect(awards.map((award) => award.image)).toEqual([
      "award-1",
      "award-2",
      "award-3",
      "award-4",
      "award-5",
      "award-6",
    ]);
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
