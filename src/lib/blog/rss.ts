/** The blog's RSS 2.0 feed, built as a string (served by /blog/rss.xml). */

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

/** Escapes text for XML element content and attribute values. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** "2026-09-18" -> "Fri, 18 Sep 2026 00:00:00 GMT" (RFC 822 as RSS 2.0 requires). */
function rfc822Date(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${isoDate}`);
  return date.toUTCString();
}

/** The feed, newest item first; lastBuildDate is the newest item's date (reproducible builds). */
export function rssFeed(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    tag("title", channel.title),
    tag("link", channel.link),
    tag("description", channel.description),
    tag("language", channel.language),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [tag("lastBuildDate", rfc822Date(items[0].publishedAt))] : []),
    ...items.map((item) =>
      [
        "<item>",
        tag("title", item.title),
        tag("link", item.link),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        tag("pubDate", rfc822Date(item.publishedAt)),
        tag("description", item.description),
        tag("category", item.category),
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
  ];
  return `${lines.join("\n")}\n`;
}
