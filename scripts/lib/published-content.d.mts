// Types for published-content.mjs (the project's tsconfig has `allowJs: false`).
export function textRuns(html: string): { text: string; lang: string }[];
export function spanishLeaks(spanish: string, english: string): string[];
export function publishedContentProblems(site: {
  pages: Map<string, string>;
  sitemapPaths: string[];
}): string[];
