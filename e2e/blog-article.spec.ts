import { expect, test } from "@playwright/test";
import { articleSource as article, articleSources as articles } from "./support/articles";
import { canonicalOf } from "./support/article-page";
import { renderAll } from "./support/render-all";
import { sitemapPaths } from "./support/routes";

/*
 * The article page /blog/{id} against spec §2 "Blog article": the fifteen pages, the header,
 * the BlogPosting JSON-LD and the RSS feed (the table of contents, sharing, read aloud and the
 * previous/next links have their own blog-article-*.spec.ts). Expectations come from the
 * Markdown sources and the spec, not from the page's code.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'MMMM dd, yyyy' (spec §2), written out here as the oracle. */
function formatDate(iso: string) {
  const [year, month, day] = iso.split("-");
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

test("there are fifteen articles, all prerendered and in the sitemap", async ({ request }) => {
  expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  const paths = await sitemapPaths(request);
  for (const { id } of articles) expect(paths).toContain(`/blog/${id}`);
});

test.describe("header", () => {
  test("back link, category, title, author, 'MMMM dd, yyyy' date, read time, Healthcare, tags", async ({
    page,
  }) => {
    const source = article(1);
    await page.goto("/blog/1");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(source.title);
    await expect(
      page.locator("main").getByText(source.category, { exact: true }).first(),
    ).toBeVisible();

    const meta = page.getByRole("list", { name: "About this article" });
    // Issue 14: the named author is a placeholder, so the byline names the clinical team.
    await expect(meta).toContainText("Beyond Care clinical team");
    const time = meta.locator("time");
    await expect(time).toHaveText(formatDate(source.publishedAt));
    await expect(time).toHaveAttribute("datetime", source.publishedAt);
    await expect(meta.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(meta.getByText("Healthcare", { exact: true })).toBeVisible();

    const tags = page.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveText(source.tags.map((tag) => `#${tag}`));

    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem"),
    ).toHaveText(["Home", "Blog", source.title]);
    await expect(page.getByRole("region", { name: "Medical disclaimer" })).toContainText("911");
  });

  test("a single-digit day keeps its leading zero", async ({ page }) => {
    // Never a skip: with no such article the test fails, and a new one is dated to keep it.
    const source = articles.find((a) => Number(a.publishedAt.slice(8)) < 10);
    expect(source, "an article dated on days 1 to 9").toBeDefined();
    await page.goto(`/blog/${source!.id}`);
    await expect(page.locator("[data-article-meta] time")).toHaveText(
      formatDate(source!.publishedAt),
    );
  });
});

test("BlogPosting and breadcrumb JSON-LD, the RSS link and the canonical", async ({ page }) => {
  const source = article(2);
  await page.goto("/blog/2");
  const canonical = await canonicalOf(page);
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog\/2$/);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const posting = blocks.find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: source.title,
    datePublished: source.publishedAt,
    author: { "@type": "Organization", name: "Beyond Care clinical team" },
    articleSection: source.category,
    keywords: source.tags,
    mainEntityOfPage: { "@id": canonical },
  });
  expect(String(posting?.image)).toMatch(/^https?:\/\//);
  expect(posting?.wordCount).toEqual(expect.any(Number));
  const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as
    { itemListElement: { name: string; item: string }[] } | undefined;
  expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual([
    "Home",
    "Blog",
    source.title,
  ]);
  expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(canonical);

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    new RegExp(`^${source.publishedAt}`),
  );
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
});

test("/blog/rss.xml lists the fifteen articles", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<rss version="2\.0"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
  expect(items).toHaveLength(15);
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/"/g, "&quot;");
  for (const source of articles) {
    const item = items.find((body) => body.includes(`<title>${escape(source.title)}</title>`));
    expect(item, source.title).toBeDefined();
    expect(item).toMatch(new RegExp(`<link>https?://[^<]+/blog/${source.id}</link>`));
    expect(item).toContain(`<category>${escape(source.category)}</category>`);
    const date = new Date(`${source.publishedAt}T00:00:00Z`).toUTCString();
    expect(item).toContain(`<pubDate>${date}</pubDate>`);
  }
});

test("on a desktop the body's paragraphs average 60 to 75 characters a line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/blog/3", "/blog/8"]) {
    await page.goto(path);
    // Every section drawn: a paragraph far down the page is laid out as the reader nears it.
    await renderAll(page);
    // Characters on each line of the body's long paragraphs (the intro's and each section's),
    // read one character at a time.
    const averages = await page
      .locator("#article-body > p, #article-body > section > p")
      .evaluateAll((paragraphs) =>
        paragraphs
          .filter((p) => (p.textContent ?? "").length > 240)
          .map((p) => {
            const rows = new Map<number, number>();
            const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < (node.textContent ?? "").length; i += 1) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const top = Math.round(range.getBoundingClientRect().top / 4);
                rows.set(top, (rows.get(top) ?? 0) + 1);
              }
            }
            const full = [...rows.values()].slice(0, -1); // a paragraph's last line is short
            return full.reduce((sum, count) => sum + count, 0) / full.length;
          }),
      );
    expect(averages.length, path).toBeGreaterThan(1);
    for (const average of averages) {
      expect(average, path).toBeGreaterThanOrEqual(60);
      expect(average, path).toBeLessThanOrEqual(75);
    }
  }
});

test.describe("an article without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("reads whole, with the contents open and no control that needs a script", async ({
    page,
  }) => {
    await page.goto("/blog/1");
    const contents = page.getByRole("navigation", { name: "Table of contents" });
    await expect(contents.getByRole("link").first()).toBeVisible();
    await expect(contents.locator("p", { hasText: "Table of Contents" })).toBeVisible();
    // Share, read aloud and the contents toggle only work with their scripts: none is shown.
    await expect(page.locator("main button:visible")).toHaveCount(0);
    await expect(page.locator("[data-article-body] p").first()).toBeVisible();
  });
});
