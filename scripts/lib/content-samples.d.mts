// Types for content-samples.mjs (the project's tsconfig has `allowJs: false`).
import type { PlaceholderEntry, SourceFile } from "./launch-check.mjs";
export const OPENINGS_DIR: string;
export const RATINGS_FILE: string;
export const RATINGS_PLACEHOLDER_ID: string;
export function sampleOpenings(files: readonly SourceFile[]): PlaceholderEntry[];
export function addMonths(date: string, months: number): string;
export function ratingsCheck(
  snapshot: unknown,
  today: string,
  production: boolean,
): {
  placeholders: PlaceholderEntry[];
  warnings: string[];
  problems: string[];
  released?: string;
};
