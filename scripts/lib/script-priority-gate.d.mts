// Types for script-priority-gate.mjs (the project's tsconfig has `allowJs: false`).
export function shellScriptPriorityProblems(pages: Map<string, string>): string[];
