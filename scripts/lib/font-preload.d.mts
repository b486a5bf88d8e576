// Types for font-preload.mjs (the project's tsconfig has `allowJs: false`).
export function fontPreloads(html: string): string[];
export function withFontPreloads(html: string, links: string[]): string;
