export function valueExportsOf(source: string): string[];
export function spanishContent(root: string): import("vite").Plugin;
export function localizeLinks(html: string, routes: ReadonlySet<string>): string;
export function isSpanishPage(html: string): boolean;
export function mergeSpanishBuild(buildDir: string, outDir: string): string[];
