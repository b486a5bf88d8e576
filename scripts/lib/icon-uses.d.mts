// Types for icon-uses.mjs (the project's tsconfig has `allowJs: false`).
export function iconUseProblems(site: {
  pages: Map<string, string>;
  files: Set<string>;
  readFile: (file: string) => string;
}): string[];
