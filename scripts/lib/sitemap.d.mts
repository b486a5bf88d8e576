// Types for sitemap.mjs (the project's tsconfig has `allowJs: false`).
export function parseSitemapLocs(xml: string): string[];
export function routeFromUrl(url: string): string;
export function slugFromRoute(route: string): string;
