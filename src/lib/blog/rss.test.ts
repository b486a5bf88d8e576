import { beforeAll, describe, expect, it } from "vitest";
import { rssFeed, type RssChannel } from "./rss";

type RssItem = RssChannel["items"][number];

const item = (n: number, publishedAt: string, extra: Partial<RssItem> = {}): RssItem => ({
  title: `Article ${n}`,
  link: `https://www.example.org/blog/${n}`,
  publishedAt,
  description: `Excerpt ${n}`,
  category: "Nutrition",
  ...extra,
});

const channel = {
  title: "Example Blog",
  link: "https://www.example.org/blog",
  feedUrl: "https://www.example.org/blog/rss.xml",
  description: "Articles",
  language: "en-us",
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

/** The feed of one item. */
const feedOf = (extra: Partial<RssItem>) =>
  rssFeed({ ...channel, items: [item(1, "2026-09-18", extra)] });

/** `<name>` elements directly under the channel, by name: [name, text][]. */
const channelFields = (doc: Document) =>
  [...doc.querySelector("channel")!.children]
    .filter((child) => child.tagName !== "item")
    .map((child) => [child.tagName, child.textContent]);

describe("escaping", () => {
  it("escapes the five XML specials, ampersand first", async () => {
    expect(await feedOf({ title: `Tom & "Jerry" <b>'s</b>` })).toContain(
      "<item><title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;</title>" +
        "<link>https://www.example.org/blog/1</link>" +
        '<guid isPermaLink="true">https://www.example.org/blog/1</guid>' +
        "<description>Excerpt 1</description>" +
        "<pubDate>Fri, 18 Sep 2026 00:00:00 GMT</pubDate>" +
        "<category>Nutrition</category></item>",
    );
    expect(await feedOf({ description: "&amp;" })).toContain(
      "<description>&amp;amp;</description>",
    );
  });
});

describe("dates", () => {
  it("formats a date as RFC 822 in GMT, whatever the local time zone", async () => {
    expect(await feedOf({ publishedAt: "2026-09-18" })).toContain(
      "<lastBuildDate>Fri, 18 Sep 2026 00:00:00 GMT</lastBuildDate>",
    );
    expect(await feedOf({ publishedAt: "2025-01-05" })).toContain(
      "<lastBuildDate>Sun, 05 Jan 2025 00:00:00 GMT</lastBuildDate>",
    );
  });

  it("rejects a malformed date", async () => {
    await expect(feedOf({ publishedAt: "18/09/2026" })).rejects.toThrow();
  });
});

describe("rssFeed", () => {
  const items = Array.from({ length: 15 }, (_, i) =>
    item(i + 1, `2026-01-${String(i + 1).padStart(2, "0")}`),
  );
  let doc: Document;
  beforeAll(async () => {
    doc = parse(await rssFeed({ ...channel, items }));
  });

  it("is well-formed RSS 2.0 with the channel fields and a link to itself", () => {
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(channelFields(doc)).toEqual([
      ["title", "Example Blog"],
      ["description", "Articles"],
      ["link", "https://www.example.org/blog"],
      ["language", "en-us"],
      ["atom:link", ""],
      ["lastBuildDate", "Thu, 15 Jan 2026 00:00:00 GMT"],
    ]);
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe("https://www.example.org/blog/rss.xml");
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("type")).toBe("application/rss+xml");
  });

  it("has one item per article, newest first, with link, guid, date, excerpt and category", () => {
    const nodes = [...doc.querySelectorAll("item")];
    expect(nodes).toHaveLength(15);
    expect(nodes[0]!.querySelector("title")?.textContent).toBe("Article 15");
    expect(nodes[14]!.querySelector("title")?.textContent).toBe("Article 1");
    const first = nodes[14]!;
    expect(first.querySelector("link")?.textContent).toBe("https://www.example.org/blog/1");
    expect(first.querySelector("guid")?.textContent).toBe("https://www.example.org/blog/1");
    expect(first.querySelector("pubDate")?.textContent).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
    expect(first.querySelector("description")?.textContent).toBe("Excerpt 1");
    expect(first.querySelector("category")?.textContent).toBe("Nutrition");
    expect(doc.querySelector("lastBuildDate")?.textContent).toBe(
      nodes[0]!.querySelector("pubDate")?.textContent,
    );
  });

  it("escapes titles, excerpts and categories so the feed stays well-formed", async () => {
    const xml = await rssFeed({
      ...channel,
      items: [
        item(1, "2026-02-02", {
          title: "Falls & <Safety>",
          description: `"Quotes" & 'apostrophes'`,
          category: "Insurance & Benefits",
        }),
      ],
    });
    const parsed = parse(xml);
    expect(parsed.querySelector("parsererror")).toBeNull();
    expect(parsed.querySelector("item title")?.textContent).toBe("Falls & <Safety>");
    expect(parsed.querySelector("item description")?.textContent).toBe(`"Quotes" & 'apostrophes'`);
    expect(parsed.querySelector("item category")?.textContent).toBe("Insurance & Benefits");
    expect(xml).not.toContain("<Safety>");
  });
});
