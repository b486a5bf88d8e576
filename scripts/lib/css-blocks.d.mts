// Types for css-blocks.mjs (the project's tsconfig has `allowJs: false`).
export type CssRule = { type: "rule"; selector: string; body: string };
export type CssGroup = { type: "block"; prelude: string; children: CssNode[] };
export type CssAt = { type: "at"; prelude: string; body: string | undefined };
export type CssComment = { type: "comment"; text: string };
export type CssNode = CssRule | CssGroup | CssAt | CssComment;
export function skipAtom(css: string, i: number): number;
export function scanTo(css: string, i: number, stops: string): number;
export function parseCss(css: string): CssNode[];
export function printCss(nodes: readonly CssNode[]): string;
