/** /blog/rss.xml: the blog's RSS 2.0 feed (@astrojs/rss), written at build time as out/blog/rss.xml. */
import type { APIRoute } from "astro";
import { articleCopy } from "@/content/blog/article-copy";
import { pages } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { getArticleSummaries } from "@/lib/blog/articles";
import { rssFeed } from "@/lib/blog/rss";
import { BLOG_FEED_PATH, articlePath } from "@/lib/blog/seo";
import { absoluteUrl } from "@/lib/url";

export const GET: APIRoute = async () => {
  const xml = await rssFeed({
    title: articleCopy.rss.title(siteConfig.name),
    link: absoluteUrl(pages.blog.path),
    feedUrl: absoluteUrl(BLOG_FEED_PATH),
    description: pages.blog.description,
    language: "en-us",
    items: (await getArticleSummaries()).map((article) => ({
      title: article.title,
      link: absoluteUrl(articlePath(article.id)),
      publishedAt: article.publishedAt,
      description: article.excerpt,
      category: article.category,
    })),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
};
