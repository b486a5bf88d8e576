/**
 * The blog's RSS 2.0 feed (served by /blog/rss.xml), written by `@astrojs/rss`: items newest
 * first, each with its link as a permanent guid, an RFC 822 date, the excerpt and the category;
 * the channel says its language, links to itself (atom:link) and is dated by its newest item,
 * so the same articles always give the same file.
 */
import { getRssString } from "@astrojs/rss";

type RssItem = {
  title: string;
  /** Absolute URL of the article (also its guid). */
  link: string;
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string;
  description: string;
  category: string;
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  language: string;
  items: readonly RssItem[];
};

/** "2026-09-18" -> that day at 00:00 UTC (the feed writes it "Fri, 18 Sep 2026 00:00:00 GMT"). */
function utcDay(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${isoDate}`);
  return date;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The feed's XML. */
export async function rssFeed(channel: RssChannel): Promise<string> {
  const items = [...channel.items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const newest = items[0];
  return getRssString({
    title: channel.title,
    description: channel.description,
    site: channel.link,
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: [
      `<language>${channel.language}</language>`,
      `<atom:link href="${escapeAttribute(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
      newest ? `<lastBuildDate>${utcDay(newest.publishedAt).toUTCString()}</lastBuildDate>` : "",
    ].join(""),
    items: items.map((item) => ({
      title: item.title,
      link: item.link,
      pubDate: utcDay(item.publishedAt),
      description: item.description,
      categories: [item.category],
    })),
  });
}
