// Types for shell-scripts-gate.mjs (the project's tsconfig has `allowJs: false`).
export function shellScriptProblems(pages: Map<string, string>): string[];
