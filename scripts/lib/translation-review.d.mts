// Types for translation-review.mjs (the project's tsconfig has `allowJs: false`).
type SourceFile = { file: string; text: string };
type State = { state: string | null; translator: string | null; date: string | null };
export type TranslationReview = { pending: string[]; reviewed: string[]; problems: string[] };
export function sha256(text: string): string;
export function moduleReview(source: string): State | null;
export function articleTranslation(
  markdown: string,
): State & { translationOf: string | null; sourceSha256: string | null };
export function translationReview(input: {
  modules: readonly SourceFile[];
  articles: readonly SourceFile[];
  english: ReadonlyMap<string, string>;
}): TranslationReview;
export function translationLines(
  review: TranslationReview,
  production: boolean,
): { lines: string[]; failed: boolean };
