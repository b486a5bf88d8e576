import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "../../test/spec";
import { factValue, isPlaceholder } from "@/shared/placeholder";
import { lastReviewed, serviceLimitsCopy } from "./service-limits";
import { serviceLimits } from "./service-limits-services";

describe("services and limits (42 CFR 484.105(i))", () => {
  it("covers each of the ten services with what it includes, excludes and who pays", () => {
    expect(Object.keys(serviceLimits).sort()).toEqual([...SERVICE_IDS].sort());
    for (const limits of Object.values(serviceLimits)) {
      expect(limits.includes.length).toBeGreaterThan(0);
      expect(limits.excludes.length).toBeGreaterThan(0);
      expect(limits.pays.length).toBeGreaterThan(20);
    }
  });

  it("keeps the Last reviewed date as a real day the agency confirms", () => {
    expect(isPlaceholder(lastReviewed)).toBe(true);
    expect(factValue(lastReviewed)).toBe("2026-11-24");
  });

  it("states Medicare's part-time or intermittent limits and what it does not pay for", () => {
    const rules = serviceLimitsCopy.rules.items.join(" ");
    expect(rules).toContain(
      "fewer than 8 hours a day and 28 hours or fewer a week. In some cases Medicare allows up to 35 hours a week",
    );
    expect(rules).toContain(
      "Medicare does not pay for care at home 24 hours a day, meals delivered to your home",
    );
    expect(rules).toContain("when that is the only care you need");
    // Homebound needs both conditions (MBPM ch. 7 §30.1.1).
    expect(rules).toMatch(
      /Both must be true: .*; and leaving home takes a considerable and taxing effort/,
    );
  });

  it("marks what only the agency can confirm: which infusions, therapy days, hospice", () => {
    const marked = (list: readonly unknown[]) => list.filter(isPlaceholder).length;
    expect(marked(serviceLimits["infusion-therapy"].includes)).toBe(1);
    expect(marked(serviceLimits["infusion-therapy"].excludes)).toBe(1);
    expect(marked(serviceLimits["physical-therapy"].includes)).toBe(1);
    expect(marked(serviceLimits["palliative-care"].excludes)).toBe(1);
  });
});
