// Types for page-css.mjs (the project's tsconfig has `allowJs: false`).
export function requiredClasses(selectorList: string): string[][];
export function requiredElements(selectorList: string): string[][][];
export function selectorCanMatch(
  selectorList: string,
  has: (token: string) => boolean,
  hasElement?: (name: string) => boolean,
): boolean;
export function pageTests(text: string): {
  hasClass: (name: string) => boolean;
  inText: (name: string) => boolean;
  hasCharIn: (from: number, to: number) => boolean;
};
export function pruneStylesheet(css: string, text: string): string;
