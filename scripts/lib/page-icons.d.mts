// Types for page-icons.mjs (the project's tsconfig has `allowJs: false`).
export function spriteSymbols(sprite: string): Map<string, string>;
export function inlinePageIcons(
  html: string,
  spriteHref: string,
  symbols: Map<string, string>,
): { html: string; ids: string[] };
