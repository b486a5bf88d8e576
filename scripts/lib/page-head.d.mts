export declare function headOf(html: string): {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  ogTitle: string | undefined;
  ogUrl: string | undefined;
  ogImage: string | undefined;
  twitterCard: string | undefined;
  h1s: number;
  alternates: string[][];
  images: { src: string; alt?: string; width?: string; height?: string }[];
};
export declare function pageHeadProblems(site: {
  pages: ReadonlyMap<string, string>;
  files: ReadonlySet<string>;
  sitemapPaths: readonly string[];
  origin: string;
}): string[];
