// Types for wordmark.mjs (the project's tsconfig has `allowJs: false`).
/** What the wordmarks need of a fontkit font. */
export type Font = {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { path: { commands: { command: string; args: number[] }[] } }[];
    positions: { xAdvance: number }[];
  };
};
export function wordmark(font: Font, lines: readonly string[]): string;
export const PLACEHOLDER: string;
