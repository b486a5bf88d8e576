// Types for tracked-files.mjs (the project's tsconfig has `allowJs: false`).
export function trackedFileProblems(files: readonly { path: string; bytes: number }[]): string[];
