/**
 * Medicare's star ratings as the site draws them (the snapshot is src/content/ratings.ts, with
 * the stars in words, `ratingsCopy.stars`, in each language): the five star shapes.
 */

/** The five star shapes of a rating: "full", "half" or "empty", left to right. */
export function starShapes(value: number): ("full" | "half" | "empty")[] {
  return [1, 2, 3, 4, 5].map((place) =>
    value >= place ? "full" : value >= place - 0.5 ? "half" : "empty",
  );
}
