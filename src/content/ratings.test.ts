import { describe, expect, it } from "vitest";
import { RATINGS_PLACEHOLDER_ID } from "../../scripts/lib/content-samples.mjs";
import { credentials } from "./agency";
import { factValue, isPlaceholder } from "@/shared/placeholder";
import { medicareRatings, ratingsSnapshot } from "./ratings";

describe("the committed ratings snapshot", () => {
  it("is a sample exactly while the agency's CCN is a placeholder, and then is that CCN's", () => {
    expect(ratingsSnapshot.sample).toBe(isPlaceholder(credentials.medicareCcn));
    if (!ratingsSnapshot.sample) {
      expect(ratingsSnapshot.ccn).toBe(factValue(credentials.medicareCcn));
      expect(ratingsSnapshot.careCompareUrl).toContain(ratingsSnapshot.ccn);
    }
  });

  it("is marked with the id the launch check lists while it is a sample", () => {
    expect(isPlaceholder(medicareRatings)).toBe(ratingsSnapshot.sample);
    if (isPlaceholder(medicareRatings)) expect(medicareRatings.id).toBe(RATINGS_PLACEHOLDER_ID);
  });
});
