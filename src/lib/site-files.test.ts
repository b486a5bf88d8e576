import { describe, expect, it } from "vitest";
import { pages } from "@/content/pages";
import { robotsTxt, sitemapEntries, sitemapXml, webManifest } from "./site-files";

describe("site files", () => {
  it("lists every registry page in the sitemap, once, with its change frequency and priority", () => {
    const entries = sitemapEntries();
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of Object.values(pages)) expect(paths).toContain(page.path);

    const xml = sitemapXml(entries, "https://example.org");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(entries.length);
    expect(xml).toContain(
      "<url>\n<loc>https://example.org/</loc>\n<changefreq>weekly</changefreq>\n<priority>1</priority>\n</url>",
    );
  });

  it("escapes XML in sitemap URLs", () => {
    const xml = sitemapXml(
      [{ path: "/a&b", title: "t", description: "d", changeFrequency: "yearly", priority: 0.5 }],
      "https://example.org",
    );
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc>");
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt("https://example.org")).toBe(
      "User-Agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });

  it("the manifest starts at / with a maskable icon", () => {
    expect(webManifest()).toMatchObject({ name: "Beyond Care Home Health", start_url: "/" });
    expect(webManifest().icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
