import { describe, expect, it } from "vitest";
import { ratingsSnapshotSchema } from "@/content/ratings";
import { ownRatings } from "../../test/ratings-fakes";
import { formatLongDate } from "./long-date";
import { ratingsCopy } from "@/content/ratings";
import { ratingsCopy as spanish } from "@/content/es/ratings";
import { starShapes } from "./ratings";

describe("the stars in words and starShapes", () => {
  it("say the rating in words, English and Spanish, and draw it in whole and half stars", () => {
    expect(ratingsCopy.stars(3.5)).toBe("3.5 out of 5 stars");
    expect(ratingsCopy.stars(1)).toBe("1 out of 5 star");
    expect(spanish.stars(3.5)).toBe("3.5 de 5 estrellas");
    expect(spanish.stars(1)).toBe("1 de 5 estrellas");
    expect(starShapes(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starShapes(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starShapes(1)).toEqual(["full", "empty", "empty", "empty", "empty"]);
  });
});

describe("ratingsSnapshotSchema", () => {
  const good = ownRatings;

  it("accepts a snapshot and refuses stars outside 1 to 5 in halves, or a bad date", () => {
    expect(ratingsSnapshotSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, quality: { stars: 3.3, footnote: null } },
      { ...good, quality: { stars: 6, footnote: null } },
      { ...good, released: "10/29/2026" },
      { ...good, careCompareUrl: "http://example.org" },
    ]) {
      expect(ratingsSnapshotSchema.safeParse(bad).success).toBe(false);
    }
  });
});

it("formatLongDate writes a date in words, in UTC", () => {
  expect(formatLongDate("2026-10-01")).toBe("October 1, 2026");
});
