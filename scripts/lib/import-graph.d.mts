// Types for import-graph.mjs (the project's tsconfig has `allowJs: false`).
export function moduleImports(code: string, name?: string): { static: string[]; dynamic: string[] };
export function resolveSitePath(
  specifier: string,
  base: string,
  fromHtml?: boolean,
): string | undefined;
export type PageGraph = {
  firstVisit: string[];
  onDemand: string[];
  external: string[];
  missing: string[];
};
export function walkPage(
  page: { route: string; urls: string[]; inlineModules: string[] },
  read: (sitePath: string) => string | undefined,
): PageGraph;
