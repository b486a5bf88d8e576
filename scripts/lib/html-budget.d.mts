// Types for html-budget.mjs (the project's tsconfig has `allowJs: false`).
export function htmlBudgetProblems(
  pages: Map<string, string>,
  sitemapPaths: readonly string[],
): string[];
