// Types for page-css-site.mjs (the project's tsconfig has `allowJs: false`).
export const MANIFEST: string;
export type PrunedPage = { file: string; before: number; after: number };
export function pageText(html: string, code: string[]): string;
export function prunePages(dir: string): PrunedPage[];
