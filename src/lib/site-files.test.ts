import { describe, expect, it } from "vitest";
import { pages, privatePages } from "@/content/pages";
import type { ArticleSummary } from "@/lib/blog/types";
import { alternatesOf } from "./locale/pairs";
import { robotsTxt, sitemapEntries, sitemapXml } from "./site-files";

/** Fifteen articles, as the blog collection gives them (only the id and title matter here). */
const articles: ArticleSummary[] = Array.from({ length: 15 }, (_, i) => ({
  id: String(i + 1),
  title: `Article ${i + 1}`,
  excerpt: `The excerpt of article ${i + 1}, long enough for a description.`,
  category: "Nutrition",
  author: "Pat Writer, RN",
  publishedAt: "2026-01-01",
  readTime: 5,
  tags: ["care"],
  image: "blog-1",
  featured: false,
}));

describe("site files", () => {
  it("lists every registry page in the sitemap, once, with its change frequency and priority", () => {
    const entries = sitemapEntries(articles);
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of Object.values(pages)) expect(paths).toContain(page.path);

    const xml = sitemapXml(entries, "https://example.org", []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const paired = entries.filter((entry) => alternatesOf(entry.path, []).length > 0);
    expect(xml.match(/<loc>/g)).toHaveLength(entries.length + paired.length);
    expect(xml).toContain(
      "<url>\n<loc>https://example.org/about</loc>\n<changefreq>monthly</changefreq>\n<priority>0.8</priority>\n</url>",
    );
  });

  it("lists a page with a Spanish twin in both languages, each with the pair's alternates", () => {
    const xml = sitemapXml(sitemapEntries(articles), "https://example.org", ["2"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.org/"/>',
      '<xhtml:link rel="alternate" hreflang="es" href="https://example.org/es"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/"/>',
    ].join("\n");
    const tail = "<changefreq>weekly</changefreq>\n<priority>1</priority>\n</url>";
    expect(xml).toContain(`<url>\n<loc>https://example.org/</loc>\n${links}\n${tail}`);
    expect(xml).toContain(`<url>\n<loc>https://example.org/es</loc>\n${links}\n${tail}`);
    expect(xml).toContain("<loc>https://example.org/es/blog/2</loc>");
    expect(xml).not.toContain("<loc>https://example.org/es/blog/3</loc>");
    expect(xml).not.toContain("<loc>https://example.org/es/about</loc>");
  });

  it("lists every article and the blog list's prerendered pages 2 and 3 (6 articles a page)", () => {
    const paths = sitemapEntries(articles).map((entry) => entry.path);
    for (let id = 1; id <= 15; id += 1) expect(paths).toContain(`/blog/${id}`);
    const listPages = paths.filter((path) => path.startsWith("/blog/page/"));
    expect(listPages).toEqual(["/blog/page/2", "/blog/page/3"]);
    const page2 = sitemapEntries(articles).find((entry) => entry.path === "/blog/page/2");
    expect(page2?.title).toBe(`${pages.blog.title} (Page 2)`);
  });

  it("never lists a private page (the staff inbox)", () => {
    const paths = sitemapEntries([]).map((entry) => entry.path);
    for (const page of Object.values(privatePages)) expect(paths).not.toContain(page.path);
    expect(sitemapXml(sitemapEntries([]))).not.toContain("/inbox");
  });

  it("never lists the private status pages (issue 31)", () => {
    expect(sitemapXml(sitemapEntries(articles))).not.toMatch(/\/status\b/);
  });

  it("escapes XML in sitemap URLs", () => {
    const xml = sitemapXml(
      [{ path: "/a&b", title: "t", description: "d", changeFrequency: "yearly", priority: 0.5 }],
      "https://example.org",
    );
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc>");
  });

  it("robots.txt allows everything but the status pages and names the sitemap", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-Agent: *\nDisallow: /status\nDisallow: /es/status\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});

describe("the sitemap's job openings", () => {
  it("lists each opening it is given after the registry's pages", () => {
    const paths = sitemapEntries(
      [],
      [{ slug: "lpn", title: "Licensed Practical Nurse", schedule: "Weekdays" }],
    ).map((entry) => entry.path);
    expect(paths).toContain("/careers/lpn");
    expect(paths.indexOf("/careers/lpn")).toBeGreaterThan(paths.indexOf("/careers"));
  });
});
