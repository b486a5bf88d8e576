import { describe, expect, it } from "vitest";
import { parseSitemapLocs, routeFromUrl, slugFromRoute } from "./sitemap.mjs";

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url>
<loc>https://www.example.com</loc>
<lastmod>2026-01-01</lastmod>
</url>
<url><loc>
  https://www.example.com/services/skilled-nursing
</loc></url>
<url><loc><![CDATA[https://www.example.com/about]]></loc></url>
<url><loc>https://www.example.com/search?a=1&amp;b=2</loc></url>
</urlset>`;

describe("parseSitemapLocs", () => {
  it("returns every <loc> in order, trimmed and entity-decoded", () => {
    expect(parseSitemapLocs(SITEMAP)).toEqual([
      "https://www.example.com",
      "https://www.example.com/services/skilled-nursing",
      "https://www.example.com/about",
      "https://www.example.com/search?a=1&b=2",
    ]);
  });

  it("returns an empty list when there is no <loc>", () => {
    expect(parseSitemapLocs("<urlset></urlset>")).toEqual([]);
    expect(parseSitemapLocs("")).toEqual([]);
  });
});

describe("routeFromUrl", () => {
  it("maps the origin to /", () => {
    expect(routeFromUrl("https://www.example.com")).toBe("/");
    expect(routeFromUrl("http://localhost:4173/")).toBe("/");
  });

  it("returns the path without a trailing slash", () => {
    expect(routeFromUrl("https://www.example.com/about")).toBe("/about");
    expect(routeFromUrl("https://www.example.com/services/skilled-nursing/")).toBe(
      "/services/skilled-nursing",
    );
  });

  it("ignores query strings and fragments", () => {
    expect(routeFromUrl("https://www.example.com/contact?x=1#form")).toBe("/contact");
  });
});

describe("slugFromRoute", () => {
  it("names the home page 'home' and flattens nested routes", () => {
    expect(slugFromRoute("/")).toBe("home");
    expect(slugFromRoute("/about")).toBe("about");
    expect(slugFromRoute("/services/skilled-nursing")).toBe("services-skilled-nursing");
  });
});
