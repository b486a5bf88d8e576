import type { BlogPosting, WithContext } from "schema-dts";
import { articleCopy } from "@/content/blog/article-copy";
import { blogListCopy } from "@/content/blog/list-copy";
import { images } from "@/content/images";
import { organization } from "@/content/organization";
import type { PageEntry } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { pageHead, type PageHead } from "@/lib/metadata";
import { totalPages } from "@/lib/pagination";
import { absoluteUrl } from "@/lib/url";
import { BLOG_PAGE_SIZE, blogPagePath } from "./list-query";
import type { Article, ArticleSummary } from "./types";

/** /blog/{id} */
export const articlePath = (id: string): `/${string}` => `/blog/${id}`;

/** The article's registry entry: its page metadata and its sitemap line. */
export function articlePage(summary: ArticleSummary): PageEntry {
  return {
    path: articlePath(summary.id),
    title: summary.title,
    description: summary.excerpt,
    changeFrequency: "yearly",
    priority: 0.6,
  };
}

/** Where the RSS feed is served (src/pages/blog/rss.xml.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** The feed's `<link rel="alternate" type="application/rss+xml">` (the list and every article). */
export function feedLink(): { href: string; title: string } {
  return { href: absoluteUrl(BLOG_FEED_PATH), title: articleCopy.rss.linkTitle(siteConfig.name) };
}

/**
 * The article page's head: the shared page head (title, excerpt as description, canonical,
 * Open Graph, Twitter) with Open Graph type `article` and its article:* properties. The
 * author's `<meta name="author">` and the feed link go in the page's head slot.
 */
export function articleHead(summary: ArticleSummary): PageHead {
  const base = pageHead(articlePage(summary));
  if (!base.openGraph) throw new Error("pageHead always gives Open Graph fields");
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "article",
      article: {
        published_time: summary.publishedAt,
        author: [summary.author],
        section: summary.category,
        tag: [...summary.tags],
      },
    },
  };
}

/** The numbers of the list's prerendered later pages (/blog/page/2 to the last; 1 is /blog). */
export function laterListPages(articleCount: number): number[] {
  const count = totalPages(articleCount, BLOG_PAGE_SIZE);
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => index + 2);
}

/** The registry entry of the list's page `page` (/blog/page/2): its own title and path. */
export function blogListPage(blog: PageEntry, page: number): PageEntry {
  return {
    ...blog,
    path: blogPagePath(page),
    title: blogListCopy.pagination.pageTitle(blog.title, page),
  };
}

/** The head of the list's prerendered page `page`: its own title and canonical. */
export function blogListPageHead(blog: PageEntry, page: number): PageHead {
  return pageHead(blogListPage(blog, page));
}

/** schema.org BlogPosting for one article; `url` is its canonical address. */
export function blogPostingJsonLd(
  article: Article,
  url: string,
  org: { name: string; url: string; logoPath: string } = organization,
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    url,
    datePublished: article.publishedAt,
    // A named clinician once confirmed; the clinical team (an organization) while a placeholder.
    author: {
      "@type": article.authorPlaceholder ? "Organization" : "Person",
      name: article.author,
    },
    image: absoluteUrl(images[article.image].src, org.url),
    articleSection: article.category,
    keywords: [...article.tags],
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
    inLanguage: "en-US",
    publisher: {
      "@type": "Organization",
      "@id": `${org.url}/#organization`,
      name: org.name,
      url: org.url,
      logo: { "@type": "ImageObject", url: absoluteUrl(org.logoPath, org.url) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}
