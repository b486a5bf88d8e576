// Types for shell-scripts.mjs (the project's tsconfig has `allowJs: false`).
export declare function loadAfterPaint(
  sources: readonly string[],
  load?: (source: string) => unknown,
): void;
export declare function loaderScript(sources: readonly string[]): string;
export declare function loaderSources(code: string): string[];
export declare function loadShellScriptsAfterPaint(html: string): { html: string; changed: number };
