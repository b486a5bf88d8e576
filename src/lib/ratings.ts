/**
 * Medicare's star ratings as the site shows them (the snapshot is src/content/ratings.ts): stars
 * as words ("3.5 out of 5 stars") and as the five star shapes a picture draws, and the data's date.
 */

/** "3.5 out of 5 stars", "1 out of 5 stars". */
export const starsText = (value: number): string =>
  `${value} out of 5 ${value === 1 ? "star" : "stars"}`;

/** The five star shapes of a rating: "full", "half" or "empty", left to right. */
export function starShapes(value: number): ("full" | "half" | "empty")[] {
  return [1, 2, 3, 4, 5].map((place) =>
    value >= place ? "full" : value >= place - 0.5 ? "half" : "empty",
  );
}

const RELEASE_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "2026-10-29" -> "October 29, 2026" (read in UTC, so the day cannot shift). */
export const formatReleaseDate = (isoDate: string): string =>
  RELEASE_DATE.format(new Date(`${isoDate}T00:00:00Z`));
