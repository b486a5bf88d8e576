import type { Metadata } from "next";
import type { BlogPosting, WithContext } from "schema-dts";
import { articleCopy } from "@/content/blog/article-copy";
import { images } from "@/content/images";
import { organization } from "@/content/organization";
import type { PageEntry } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { absoluteUrl } from "@/lib/url";
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

/** Where the RSS feed is served (src/app/(standard)/blog/rss.xml/route.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** `alternates.types` entry that makes pages advertise the feed with `<link rel="alternate">`. */
export function feedAlternate() {
  return {
    "application/rss+xml": [
      { url: absoluteUrl(BLOG_FEED_PATH), title: articleCopy.rss.linkTitle(siteConfig.name) },
    ],
  };
}

/**
 * The article page's metadata: the shared page metadata (title, excerpt as description,
 * canonical, Open Graph, Twitter) with Open Graph type `article` and the feed link.
 */
export function articleMetadata(summary: ArticleSummary): Metadata {
  const base = pageMetadata(articlePage(summary));
  return {
    ...base,
    authors: [{ name: summary.author }],
    alternates: { ...base.alternates, types: feedAlternate() },
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: summary.publishedAt,
      authors: [summary.author],
      section: summary.category,
      tags: [...summary.tags],
    },
  };
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
    author: { "@type": "Person", name: article.author },
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
