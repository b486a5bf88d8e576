import type { RatingsSnapshot } from "@/content/ratings";

/** A real agency's Care Compare snapshot (not the sample): quality stars, too few surveys. */
export const ownRatings: RatingsSnapshot = {
  sample: false,
  ccn: "147001",
  providerName: "An agency",
  released: "2026-10-29",
  datasets: ["6jpm-sxkc", "ccn4-8vby"],
  careCompareUrl: "https://www.medicare.gov/care-compare/details/home-health/147001",
  quality: { stars: 3.5, footnote: null },
  survey: { stars: null, footnote: "Fewer than 40 completed surveys." },
};
