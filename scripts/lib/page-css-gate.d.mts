// Types for page-css-gate.mjs (the project's tsconfig has `allowJs: false`).
export type PageCssManifest = {
  sheets: Record<string, string>;
  pages: Record<string, string>;
};
export function classAttributes(html: string): Set<string>;
export function elementNames(html: string): Set<string>;
export function pageCssProblems(site: {
  pages: Map<string, string>;
  manifest: PageCssManifest | undefined;
  budget?: number;
}): string[];
export function styleHashProblems(
  pages: Map<string, string>,
  rules: { source: string; headers: { key: string; value: string }[] }[],
): string[];
