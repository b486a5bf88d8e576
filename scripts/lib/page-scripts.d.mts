// Types for page-scripts.mjs (the project's tsconfig has `allowJs: false`).
export type InlineScript = { code: string; module: boolean };
export type PageScripts = { urls: string[]; inline: InlineScript[] };
export function decodeEntities(text: string): string;
export function parseAttributes(text: string): Map<string, string>;
export function pageScripts(html: string): PageScripts;
export function routeFromHtmlPath(relativePath: string): string;
