import { expect, test } from "@playwright/test";
import { publicOrigin, sitemapPaths } from "./support/routes";

test("every page in the sitemap has a unique title, a description and its canonical URL", async ({
  page,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const origin = await publicOrigin(request);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const titles = new Map<string, string>();

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const title = await page.title();
    expect(title.length, `${path} title`).toBeGreaterThan(10);
    expect(titles.get(title), `title of ${path} repeats ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);

    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").toString(), `${path} canonical`).toBe(
      new URL(path, origin).toString(),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      /^https?:\/\//,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/og\.png$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator("h1")).toHaveCount(1);

    for (const script of await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()) {
      expect(() => JSON.parse(script), `${path} JSON-LD`).not.toThrow();
    }
  }
});

test("every internal link of every page resolves; unbuilt routes answer 404", async ({
  page,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const pagesToScan = [...(await sitemapPaths(request)), "/a-missing-page"];
  const targets = new Set<string>();
  for (const path of pagesToScan) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      targets.add(new URL(href, "http://x").pathname);
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  for (const target of targets) {
    const status = (await request.get(target, { maxRedirects: 0 })).status();
    expect(status, `link target ${target}`).toBe(200);
  }
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

test("robots.txt, the sitemap and the web manifest are served", async ({ request }) => {
  const origin = await publicOrigin(request);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-Agent: *");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Beyond Care Home Health", start_url: "/" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  expect((await request.get("/og.png")).status()).toBe(200);
  expect((await request.get("/icon.svg")).status()).toBe(200);
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
