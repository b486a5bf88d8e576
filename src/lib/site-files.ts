/**
 * The site's machine-read files, built from the same registry the pages read their metadata
 * from: sitemap.xml (pages, services, insurance providers, the blog list's later pages and the
 * articles, which src/pages/sitemap.xml.ts reads from the blog collection), robots.txt and the web
 * app manifest. src/pages/{sitemap.xml,robots.txt,manifest.webmanifest}.ts serve them.
 */
import { providers } from "@/content/insurance/providers";
import { pages, type PageEntry } from "@/content/pages";
import { servicePage, services } from "@/content/services";
import { siteConfig } from "@/content/site";
import { articlePage, blogListPage, laterListPages } from "@/lib/blog/seo";
import type { ArticleSummary } from "@/lib/blog/types";
import { openingPage } from "@/lib/careers/paths";
import { providerPage } from "@/lib/insurance";
import { absoluteUrl } from "@/lib/url";

type OpeningSummary = Parameters<typeof openingPage>[0];

/**
 * Every built route that belongs in the sitemap, in sitemap order, given the blog's articles and
 * the job openings the build publishes (expired ones are neither built nor listed).
 */
export function sitemapEntries(
  articles: readonly ArticleSummary[],
  openings: readonly OpeningSummary[] = [],
): PageEntry[] {
  return [
    ...Object.values(pages),
    ...openings.map(openingPage),
    ...services.map(servicePage),
    ...providers.map(providerPage),
    ...laterListPages(articles.length).map((page) => blogListPage(pages.blog, page)),
    ...articles.map(articlePage),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The sitemap as Next wrote it: one <url> per entry with loc, changefreq and priority. */
export function sitemapXml(entries: readonly PageEntry[], origin: string = siteConfig.url): string {
  const urls = entries.map(
    (page) =>
      `<url>\n<loc>${escapeXml(absoluteUrl(page.path, origin))}</loc>\n<changefreq>${page.changeFrequency}</changefreq>\n<priority>${page.priority}</priority>\n</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(origin: string = siteConfig.url): string {
  return `User-Agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", origin)}\n`;
}

/** The web app manifest (/manifest.webmanifest, linked from every page's head). */
export function webManifest() {
  return {
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: siteConfig.description,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#124a46",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
