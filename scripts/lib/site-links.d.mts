export declare function tagsOf(html: string): { name: string; attributes: Map<string, string> }[];
export declare function anchorsOf(html: string): Set<string>;
export declare function linksOf(html: string): { tag: string; attribute: string; url: string }[];
export declare function fileForPath(
  urlPath: string,
  files: ReadonlySet<string>,
): string | undefined;
export declare function brokenLinks(site: {
  pages: ReadonlyMap<string, string>;
  files: ReadonlySet<string>;
  origin: string;
  serverRoutes?: readonly string[];
}): string[];
