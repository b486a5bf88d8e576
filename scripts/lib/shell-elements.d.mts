// Types for shell-elements.mjs (the project's tsconfig has `allowJs: false`).
export function shellElementCount(html: string): number | undefined;
export function shellElementProblems(pages: Map<string, string>, max?: number): string[];
