import { expect, test, type Page } from "@playwright/test";
import { articleSources } from "./support/articles";
import { sitemapPaths } from "./support/routes";

/*
 * The article page /blog/{id} against spec §2 "Blog article", §4 (read aloud, headings), §8
 * (speech, copy and sharing messages) and §9 (speech settings, 600x400 popup). Expectations come
 * from the Markdown sources and the spec, not from the page's code.
 */

const articles = articleSources;

const article = (id: number) => articles.find((a) => a.id === id)!;

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

const canonicalOf = async (page: Page) =>
  (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";

const toc = (page: Page) => page.getByRole("navigation", { name: "Table of contents" });
const neighbours = (page: Page) => page.getByRole("navigation", { name: "More articles" });

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
    await expect(meta).toContainText(source.author);
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
    const source = articles.find((a) => Number(a.publishedAt.slice(8)) < 10);
    test.skip(!source, "no article is dated on days 1 to 9");
    await page.goto(`/blog/${source!.id}`);
    await expect(page.locator("[data-article-meta] time")).toHaveText(
      formatDate(source!.publishedAt),
    );
  });
});

test.describe("table of contents", () => {
  test("lists the body's h2 and h3 headings in order, level 3 indented", async ({ page }) => {
    await page.goto("/blog/3");
    const headings = await page
      .locator("#article-body")
      .locator("h2, h3")
      .evaluateAll((els) =>
        els.map((el) => ({ id: el.id, text: el.textContent, level: el.tagName })),
      );
    const links = toc(page).getByRole("link");
    await expect(links).toHaveCount(headings.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      headings.map((h) => `#${h.id}`),
    );
    expect(headings.every((h) => /^heading-\d+$/.test(h.id))).toBe(true);
    const h3 = headings.findIndex((h) => h.level === "H3");
    const h2 = headings.findIndex((h) => h.level === "H2");
    const indent = async (index: number) =>
      links.nth(index).evaluate((a) => a.getBoundingClientRect().left);
    expect(await indent(h3)).toBeGreaterThan(await indent(h2));
  });

  test("highlights the heading scrolled into view", async ({ page }) => {
    await page.goto("/blog/3");
    const links = toc(page).getByRole("link");
    for (const index of [4, 9]) {
      const id = (await links.nth(index).getAttribute("href"))!.slice(1);
      await page.locator(`#${id}`).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await expect(toc(page).locator(`a[href="#${id}"]`)).toHaveAttribute("aria-current", "true");
      await expect(toc(page).locator("[aria-current]")).toHaveCount(1);
    }
  });

  /** Records the options of every scrollIntoView call, then scrolls as asked. */
  const recordScrollIntoView = () => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "__scrollIntoView", { value: calls });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      calls.push(options);
      return original.call(this, options as ScrollIntoViewOptions);
    };
  };
  const scrollCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __scrollIntoView: unknown[] }).__scrollIntoView);
  const topOf = (page: Page, id: string) =>
    page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

  test("a click scrolls smoothly so the heading ends near the top, and sets the hash", async ({
    page,
  }) => {
    await page.addInitScript(recordScrollIntoView);
    await page.goto("/blog/3");
    const link = toc(page).getByRole("link").nth(6);
    const id = (await link.getAttribute("href"))!.slice(1);
    expect(await topOf(page, id)).toBeGreaterThan(800);
    await link.click();
    expect((await scrollCalls(page)).at(-1)).toEqual({ behavior: "smooth", block: "start" });
    // It lands just below the sticky header (scroll-padding-top 7.5rem = 120 px).
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(100);
    await expect.poll(() => topOf(page, id)).toBeLessThanOrEqual(140);
    await expect(page).toHaveURL(new RegExp(`/blog/3#${id}$`));
    await expect(page.locator(`#${id}`)).toBeFocused();
    await expect(link).toHaveAttribute("aria-current", "true");
  });

  test("jumps instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(recordScrollIntoView);
    await page.goto("/blog/3");
    const link = toc(page).getByRole("link").nth(6);
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    expect((await scrollCalls(page)).at(-1)).toEqual({ behavior: "instant", block: "start" });
    const top = await topOf(page, id);
    expect(top).toBeGreaterThanOrEqual(100);
    expect(top).toBeLessThanOrEqual(140);
  });

  test("folds above the body on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/blog/3");
    const button = toc(page).getByRole("button", { name: "Table of Contents" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(toc(page).getByRole("link").first()).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(toc(page).getByRole("link").first()).toBeVisible();
    const tocBottom = await toc(page).evaluate((el) => el.getBoundingClientRect().bottom);
    const bodyTop = await page
      .locator("#article-body")
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(tocBottom).toBeLessThan(bodyTop);
  });
});

test.describe("previous and next", () => {
  test("article 1 has no previous: an empty placeholder of the card's size, and Next to 2", async ({
    page,
  }) => {
    await page.goto("/blog/1");
    const nav = neighbours(page);
    await expect(nav.getByRole("link")).toHaveCount(1);
    const placeholder = nav.locator('[data-neighbour="previous-placeholder"]');
    await expect(placeholder).toHaveAttribute("aria-hidden", "true");
    await expect(placeholder).toBeEmpty();
    const next = nav.getByRole("link");
    await expect(next).toHaveAttribute("href", "/blog/2");
    await expect(next).toContainText("Next Article");
    await expect(next).toContainText(article(2).title);
    await expect(next).toContainText(article(2).category);
    const [slot, card] = [await placeholder.boundingBox(), await next.boundingBox()];
    expect(slot?.height).toBe(card?.height);
    expect(Math.abs((slot?.width ?? 0) - (card?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(slot!.x).toBeLessThan(card!.x);
  });

  test("article 15 has no next", async ({ page }) => {
    await page.goto("/blog/15");
    const nav = neighbours(page);
    await expect(nav.getByRole("link")).toHaveCount(1);
    await expect(nav.locator('[data-neighbour="next-placeholder"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    const previous = nav.getByRole("link");
    await expect(previous).toHaveAttribute("href", "/blog/14");
    await expect(previous).toContainText("Previous Article");
    await expect(previous).toContainText(article(14).title);
    await expect(previous).toContainText(article(14).category);
  });

  test("a middle article links both neighbours in list order", async ({ page }) => {
    await page.goto("/blog/7");
    await expect(neighbours(page).getByRole("link")).toHaveCount(2);
    await expect(neighbours(page).locator('[data-neighbour="previous"]')).toHaveAttribute(
      "href",
      "/blog/6",
    );
    await expect(neighbours(page).locator('[data-neighbour="next"]')).toHaveAttribute(
      "href",
      "/blog/8",
    );
  });

  test("clicking Next opens /blog/2 scrolled to the top", async ({ page }) => {
    await page.goto("/blog/1");
    const next = neighbours(page).getByRole("link");
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await next.click();
    await expect(page).toHaveURL(/\/blog\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article(2).title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
});

test.describe("share", () => {
  const SHARE_HOSTS = /^https:\/\/(www\.facebook\.com|twitter\.com|x\.com|www\.linkedin\.com)\//;

  test("Facebook, X and LinkedIn open a 600x400 popup with the article's URL", async ({
    page,
    context,
  }) => {
    // No real social site: the popups get a stub page.
    await context.route(SHARE_HOSTS, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>stub</title>",
      }),
    );
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.defineProperty(window, "__openCalls", { value: calls });
      const original = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return original(...args);
      };
    });
    await page.goto("/blog/4");
    const canonical = await canonicalOf(page);
    expect(canonical).toMatch(/\/blog\/4$/);

    const cases = [
      { name: "Facebook", host: "www.facebook.com", param: "u" },
      { name: "X", host: "twitter.com", param: "url" },
      { name: "LinkedIn", host: "www.linkedin.com", param: "url" },
    ];
    for (const [index, { name, host, param }] of cases.entries()) {
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: `Share on ${name}` }).click(),
      ]);
      await popup.waitForURL((url) => url.host === host);
      const url = new URL(popup.url());
      expect(url.searchParams.get(param), name).toBe(canonical);
      if (name === "X") {
        expect(url.searchParams.get("text")).toBe(`${article(4).title} - Check out this article!`);
      }
      if (name === "LinkedIn") expect(url.searchParams.get("title")).toBe(article(4).title);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();

      const calls = await page.evaluate(
        () => (window as unknown as { __openCalls: string[][] }).__openCalls,
      );
      const [href, , features] = calls[index]!;
      expect(new URL(href!).host).toBe(host);
      const size = Object.fromEntries(
        features!.split(",").map((pair) => pair.trim().split("=") as [string, string]),
      );
      expect([size.width, size.height], name).toEqual(["600", "400"]);
    }
  });

  async function stubClipboard(page: Page, succeed: boolean) {
    await page.addInitScript((ok) => {
      Reflect.deleteProperty(Navigator.prototype, "share");
      Reflect.deleteProperty(navigator, "share");
      const writes: string[] = [];
      Object.defineProperty(window, "__writes", { value: writes });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({
          writeText: (text: string) => {
            writes.push(text);
            return ok ? Promise.resolve() : Promise.reject(new Error("denied"));
          },
        }),
      });
    }, succeed);
  }

  const nextDialog = (page: Page) =>
    new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );

  test("without a share sheet, Copy link copies the URL and alerts", async ({ page }) => {
    await stubClipboard(page, true);
    await page.goto("/blog/5");
    const canonical = await canonicalOf(page);
    const dialog = nextDialog(page);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    expect(await dialog).toBe("Link copied to clipboard!");
    expect(
      await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes),
    ).toEqual([canonical]);
  });

  test("a failed copy alerts with the URL to copy by hand", async ({ page }) => {
    await stubClipboard(page, false);
    await page.goto("/blog/5");
    const canonical = await canonicalOf(page);
    const dialog = nextDialog(page);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    expect(await dialog).toBe(`Failed to copy link. Please copy manually: ${canonical}`);
  });

  test("with a share sheet, Share uses it (no alert); a cancel is silent", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, "__shareCalls", { value: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return calls.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException("cancelled", "AbortError"));
        },
      });
    });
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/blog/6");
    const canonical = await canonicalOf(page);
    const share = page.getByRole("button", { name: "Share", exact: true });
    await share.click();
    await share.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls),
      )
      .toEqual([
        {
          title: article(6).title,
          text: `${article(6).title} - Check out this article!`,
          url: canonical,
        },
        {
          title: article(6).title,
          text: `${article(6).title} - Check out this article!`,
          url: canonical,
        },
      ]);
    expect(dialogs).toEqual([]);
    expect(errors.filter((text) => /AbortError|cancelled/.test(text))).toEqual([]);
  });
});

test.describe("read aloud", () => {
  /** A recording stand-in for the browser's speech engine. */
  const stubSpeech = () => {
    type Utterance = {
      text: string;
      lang: string;
      rate: number;
      pitch: number;
      volume: number;
      onend: (() => void) | null;
    };
    const log: string[] = [];
    const utterances: Utterance[] = [];
    class FakeUtterance {
      lang = "";
      rate = 1;
      pitch = 1;
      volume = 1;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    }
    const engine = {
      speaking: false,
      pending: false,
      paused: false,
      speak(utterance: Utterance) {
        log.push("speak");
        utterances.push(utterance);
        engine.speaking = true;
      },
      pause() {
        log.push("pause");
        engine.paused = true;
      },
      resume() {
        log.push("resume");
        engine.paused = false;
      },
      cancel() {
        log.push("cancel");
        engine.speaking = false;
      },
      getVoices: () => [],
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: engine });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      configurable: true,
      writable: true,
      value: FakeUtterance,
    });
    Object.defineProperty(window, "__speech", { value: { log, utterances } });
  };

  type Recorded = {
    log: string[];
    utterances: { text: string; lang: string; rate: number; pitch: number; volume: number }[];
  };
  const recorded = (page: Page) =>
    page.evaluate(() => {
      const { log, utterances } = (window as unknown as { __speech: Recorded }).__speech;
      return {
        log: [...log],
        utterances: utterances.map(({ text, lang, rate, pitch, volume }) => ({
          text,
          lang,
          rate,
          pitch,
          volume,
        })),
      };
    });
  const endReading = (page: Page) =>
    page.evaluate(() => {
      const { utterances } = (
        window as unknown as {
          __speech: { utterances: { onend: (() => void) | null }[] };
        }
      ).__speech;
      utterances.at(-1)?.onend?.();
    });

  test("play, pause, resume, end, and stop", async ({ page }) => {
    await page.addInitScript(stubSpeech);
    await page.goto("/blog/8");
    const controls = page.getByRole("group", { name: "Listen to this article" });
    const stop = controls.getByRole("button", { name: "Stop" });
    await expect(stop).toHaveCount(0);

    await controls.getByRole("button", { name: "Listen to article" }).click();
    await expect(controls.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(stop).toBeVisible();
    const { utterances } = await recorded(page);
    expect(utterances[0]!.text).toBe(article(8).title);
    for (const utterance of utterances) {
      expect(utterance).toMatchObject({ lang: "en-US", rate: 1.2, pitch: 0.6, volume: 1 });
    }
    const firstParagraph = (await page.locator("#article-body p").first().textContent())!
      .replace(/\s+/g, " ")
      .trim();
    expect(utterances.map((u) => u.text).join(" ")).toContain(firstParagraph);
    expect(utterances.some((u) => /[<>]/.test(u.text))).toBe(false);

    await controls.getByRole("button", { name: "Pause" }).click();
    await expect(controls.getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(stop).toBeVisible();
    expect((await recorded(page)).log.at(-1)).toBe("pause");

    await controls.getByRole("button", { name: "Resume" }).click();
    await expect(controls.getByRole("button", { name: "Pause" })).toBeVisible();
    expect((await recorded(page)).log.at(-1)).toBe("resume");

    await endReading(page);
    await expect(controls.getByRole("button", { name: "Listen to article" })).toBeVisible();
    await expect(stop).toHaveCount(0);

    await controls.getByRole("button", { name: "Listen to article" }).click();
    await stop.click();
    expect((await recorded(page)).log.at(-1)).toBe("cancel");
    await expect(controls.getByRole("button", { name: "Listen to article" })).toBeFocused();
    await expect(stop).toHaveCount(0);
  });

  test("leaving the article stops the voice", async ({ page }) => {
    await page.addInitScript(stubSpeech);
    await page.goto("/blog/8");
    await page.getByRole("button", { name: "Listen to article" }).click();
    await neighbours(page).locator('[data-neighbour="next"]').click();
    await expect(page).toHaveURL(/\/blog\/9$/);
    await expect.poll(async () => (await recorded(page)).log.at(-1)).toBe("cancel");
    await expect(page.getByRole("button", { name: "Listen to article" })).toBeVisible();
  });

  test("without speech support, alerts", async ({ page }) => {
    await page.addInitScript(() => {
      for (const key of ["speechSynthesis", "SpeechSynthesisUtterance"]) {
        Reflect.deleteProperty(window, key);
        Reflect.deleteProperty(Window.prototype, key);
      }
    });
    await page.goto("/blog/8");
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole("button", { name: "Listen to article" }).click();
    expect(await dialog).toBe("Sorry, your browser does not support text-to-speech.");
    await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  });
});

test("an unknown article id is replaced by /blog (Back skips it)", async ({ page }) => {
  await page.goto("/");
  const response = await page.goto("/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
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
    author: { "@type": "Person", name: source.author },
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
