/**
 * Medicare's star ratings as the site shows them (the snapshot is src/content/ratings.ts): stars
 * as words ("3.5 out of 5 stars") and as the five star shapes a picture draws.
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
