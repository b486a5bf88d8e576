// Types for ratings-snapshot.mjs (the project's tsconfig has `allowJs: false`).
export type Rating = { stars: number | null; footnote: string | null };
export type RatingsSnapshot = {
  sample: boolean;
  ccn: string | null;
  providerName: string;
  released: string;
  datasets: string[];
  careCompareUrl: string;
  quality: Rating;
  survey: Rating;
};
export function parseCsv(text: string): string[][];
export function starsOf(value: string): number | null;
export function buildSnapshot(input: {
  ccn: string;
  agenciesCsv: string;
  surveyCsv: string;
  released: string;
}): RatingsSnapshot;
