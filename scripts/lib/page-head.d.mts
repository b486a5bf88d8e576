export declare function pageHeadProblems(site: {
  pages: ReadonlyMap<string, string>;
  files: ReadonlySet<string>;
  sitemapPaths: readonly string[];
  origin: string;
}): string[];
