// Types for launch-check.mjs (the project's tsconfig has `allowJs: false`).
export type SourceFile = { file: string; text: string };
export type BuiltPage = { route: string; html: string };
export type PlaceholderEntry = { id: string; note: string; file: string; line: number };
export type SourceError = { file: string; line: number; message: string };
export type Review = { route?: string; date?: string; problems: string[] };
export function stripComments(source: string): string;
export function findPlaceholders(files: readonly SourceFile[]): {
  placeholders: PlaceholderEntry[];
  errors: SourceError[];
};
export function routeOf(htmlPath: string): string;
export function shownOn(pages: readonly BuiltPage[]): Map<string, string[]>;
export function reviewCheck(pages: readonly BuiltPage[], today: string): Review;
export function launchReport(input: {
  placeholders: readonly PlaceholderEntry[];
  errors: readonly SourceError[];
  shown: Map<string, string[]>;
  review: Review;
  production: boolean;
  pageCount?: number;
  warnings?: readonly string[];
  notes?: readonly string[];
  problems?: readonly string[];
}): { lines: string[]; failed: boolean };
export function withoutRunTimeFacts<T extends { id: string }>(placeholders: readonly T[]): T[];
export function intakeRecipientsNote(env: Record<string, string | undefined>): string;
