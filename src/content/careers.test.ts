import { describe, expect, it } from "vitest";
import { applyCopy, benefitCategories, careersStats, cultureValues, roles } from "./careers";
import { factValue } from "@/shared/placeholder";

describe("careers content", () => {
  it("shows the Careers page figures from the registry: professionals, staff satisfaction, years, partners", () => {
    // Issue 14: one value per figure (the spec's "10+" years became the years since 2006).
    expect(careersStats.map((stat) => factValue(stat.value))).toEqual([
      "50+",
      "95%",
      String(new Date().getFullYear() - 2006),
      "14+",
    ]);
    expect(careersStats[1].label).toMatch(/Satisfaction/);
    expect(careersStats[2].label).toMatch(/Years/);
    expect(careersStats[3].label).toMatch(/Insurance Partners/);
  });

  it("has four culture values and the four benefit categories, each with 3 or 4 items", () => {
    expect(cultureValues).toHaveLength(4);
    expect(benefitCategories.map((category) => category.title)).toEqual([
      "Health & Wellness",
      "Professional Development",
      "Compensation",
      "Work-Life Balance",
    ]);
    for (const category of benefitCategories) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      expect(category.items.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
  });

  it("applies by email with a subject line, or by phone", () => {
    expect(applyCopy.email.href).toBe(
      "mailto:info@beyondcarehomehealth.com?subject=Job%20application",
    );
    expect(applyCopy.phone.href).toBe("tel:+18475681033");
  });
});
