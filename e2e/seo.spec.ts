import { expect, test } from "@playwright/test";
import { publicOrigin, sitemapPaths } from "./support/routes";

// Each page's title, description, canonical, Open Graph, h1, JSON-LD and internal links are
// read from the built files by `npm run test:site` (scripts/lib/page-head.mjs, json-ld.mjs,
// site-links.mjs). Here, the server: it answers every sitemap page, and 404 for the rest.
test("the server answers 200 with HTML for every sitemap page, 404 for an unbuilt route", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !type.startsWith("text/html"))
      wrong.push(`${path}: ${response.status()} ${type}`);
  }
  expect(wrong).toEqual([]);
  expect((await request.get("/a-missing-page", { maxRedirects: 0 })).status()).toBe(404);
});

test("the sitemap lists the blog list's prerendered pages after the first", async ({ request }) => {
  // Fifteen articles, six a page (spec §9): /blog, then /blog/page/2 and /blog/page/3.
  const paths = await sitemapPaths(request);
  expect(paths).toContain("/blog");
  expect(paths.filter((path) => path.startsWith("/blog/page/"))).toEqual([
    "/blog/page/2",
    "/blog/page/3",
  ]);
  expect((await request.get("/blog/page/4", { maxRedirects: 0 })).status()).toBe(404);
});

test("robots.txt, the sitemap and the icons are served; no web manifest", async ({ request }) => {
  const origin = await publicOrigin(request);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-Agent: *");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const file of ["/og.png", "/icon.svg", "/apple-icon.png"]) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
  // Issue 32: a manifest is fetched on every page view beside the first screen, for nothing here.
  expect((await request.get("/manifest.webmanifest")).status()).toBe(404);
});

test("home carries the organization JSON-LD with its required fields", async ({ page }) => {
  await page.goto("/");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const org = blocks.find((block) => block["@type"] === "MedicalClinic");
  expect(org).toBeDefined();
  expect(org).toMatchObject({
    name: "Beyond Care Home Health",
    telephone: "+18475681033",
    address: { addressLocality: "Wheeling", addressRegion: "IL", addressCountry: "US" },
  });
  expect(org!.url).toMatch(/^https?:\/\//);
  expect(org!.logo).toMatch(/\/logo\.png$/);
  expect(org!.areaServed).toHaveLength(10);
  expect(org!.medicalSpecialty).toEqual(expect.arrayContaining(["Nursing"]));
  expect(org!.availableService).toHaveLength(10);
});
