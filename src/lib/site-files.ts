/**
 * The site's machine-read files, built from the same registry the pages read their metadata
 * from: sitemap.xml (pages, services, insurance providers, the blog list's later pages and the
 * articles, which src/pages/sitemap.xml.ts reads from the blog collection) and robots.txt.
 * src/pages/{sitemap.xml,robots.txt}.ts serve them. There is no web app manifest (issue 32): a
 * browser fetches one on every page view, beside the first screen, for an "install" this site
 * does not offer; a saved shortcut takes the page's icons.
 */
import { providers } from "@/content/insurance/providers";
import { pages, type PageEntry } from "@/content/pages";
import { servicePage, services } from "@/content/services";
import { siteConfig } from "@/content/site";
import { articlePage, blogListPage, laterListPages } from "@/lib/blog/seo";
import type { ArticleSummary } from "@/lib/blog/types";
import { openingPage } from "@/lib/careers/paths";
import { providerPage } from "@/lib/insurance";
import { localizedPath } from "@/lib/locale/locales";
import { alternatesOf, spanishArticleIds } from "@/lib/locale/pairs";
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

/**
 * The sitemap: one <url> per entry with loc, changefreq and priority; a page that also exists in
 * Spanish (src/lib/locale/pairs.ts) is listed in both languages, each with the `xhtml:link`
 * alternates of the pair (English, Spanish, x-default), as Google reads hreflang in sitemaps.
 */
export function sitemapXml(
  entries: readonly PageEntry[],
  origin: string = siteConfig.url,
  articleIds: readonly string[] = spanishArticleIds,
): string {
  const urls = entries.flatMap((page) => {
    const alternates = alternatesOf(page.path, articleIds);
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(absoluteUrl(alternate.path, origin))}"/>\n`,
    );
    const url = (path: string) =>
      `<url>\n<loc>${escapeXml(absoluteUrl(path, origin))}</loc>\n${links.join("")}<changefreq>${page.changeFrequency}</changefreq>\n<priority>${page.priority}</priority>\n</url>`;
    return alternates.length
      ? [url(page.path), url(localizedPath(page.path, "es"))]
      : [url(page.path)];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Everything may be crawled but the private status pages (issue 31: a link's page shows one
 * request's stage; they are noindex too); the sitemap's absolute URL.
 */
export function robotsTxt(origin: string = siteConfig.url): string {
  return `User-Agent: *\nDisallow: /status\nDisallow: /es/status\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", origin)}\n`;
}
