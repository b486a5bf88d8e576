// Types for page-css-constants.mjs (the project's tsconfig has `allowJs: false`).
export function themeConstants(css: string): Map<string, string>;
export function inlineConstants(
  css: string,
  constants: Map<string, string>,
  inText: (name: string) => boolean,
): string;
