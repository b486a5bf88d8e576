import { expect, test, type Page } from "@playwright/test";
import { SERVICE_PATHS } from "../test/spec";
import { isDrawn, RENDER_WHEN_NEAR } from "./support/render-all";

const footerLinks = [
  "/privacy-policy",
  "/hipaa-notice",
  "/about",
  "/service-areas",
  "/blog",
  "/careers",
  "/awards",
  "/contact",
  "/certificates",
  ...SERVICE_PATHS,
  // Section 1557 notices and the accessibility statement (not in the spec's list; required by law).
  "/nondiscrimination",
  "/nondiscrimination#language-assistance",
  "/accessibility",
];

async function expectFooter(page: Page) {
  const footer = page.locator("footer");
  const hrefs = await footer
    .locator("a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of footerLinks) expect(hrefs, `footer links to ${href}`).toContain(href);
  // Issue 14: the insurance pages, not /contact as the spec had it.
  await expect(footer.getByRole("link", { name: "Insurance Information" })).toHaveAttribute(
    "href",
    "/insurance",
  );
  await expect(footer.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(footer.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/);
  await expect(footer.locator("address")).toContainText(/Wheeling, IL 60090/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  for (const name of ["Facebook", "X", "LinkedIn"]) {
    await expect(
      footer.getByRole("link", { name: `${name} (opens in a new tab)` }),
    ).toHaveAttribute("target", "_blank");
  }
  const cta = page.getByRole("region", { name: "Contact Us Today" });
  await expect(cta.getByRole("heading", { name: "Contact Us Today" })).toBeVisible();
  await expect(cta.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
    "href",
    "/contact",
  );
}

test("the footer's links are drawn as they come near; its dark band all along", async ({
  page,
}) => {
  // Issue 32: the first frame on a slow phone does not style and lay out the footer's 65
  // elements. Its band (the colour behind the links, which a contrast check reads) is drawn.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/services/skilled-nursing");
  const footer = page.locator("footer");
  const links = footer.locator(RENDER_WHEN_NEAR);
  await expect(links).toHaveCount(1);
  const drawn = () => isDrawn(links.getByRole("link", { name: "Contact Us", exact: true }));
  expect(await drawn()).toBe(false);
  expect(await isDrawn(footer)).toBe(true);
  await footer.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await expect.poll(drawn).toBe(true);
});

/*
 * Issue 32: a long page's repeated blocks each wait to be drawn until near the viewport, so the
 * first frame on a slow phone lays out its first screens, not 8,000 to 10,000 px of cards or
 * sections. Each block waits (content-visibility auto), the last is not drawn at load, and it is
 * drawn once scrolled to.
 */
for (const [path, blocks] of [
  ["/services", "[data-services-grid] > li"],
  ["/services/limits", "main li[data-service-limits]"],
  ["/privacy-policy", "main article section[aria-labelledby]"],
  ["/hipaa-notice", "main article section[aria-labelledby]"],
  ["/es/privacy-policy", "main article section[aria-labelledby]"],
] as const) {
  test(`on a phone ${path} draws each of its blocks as it comes near`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(path);
    const all = page.locator(blocks);
    expect(await all.count()).toBeGreaterThan(5);
    const waiting = await all.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).contentVisibility),
    );
    expect(new Set(waiting)).toEqual(new Set(["auto"]));
    const last = all.last();
    const drawn = () => isDrawn(last.locator(":scope > *").first());
    expect(await drawn()).toBe(false);
    await last.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(drawn).toBe(true);
  });
}

test("standard layout: header, main, footer and the email/phone side widget", async ({ page }) => {
  await page.goto("/hipaa-notice");
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("main#main")).toBeVisible();
  await expectFooter(page);
  const widget = page.locator('[data-floating="contact"]');
  await expect(widget).toBeVisible();
  await expect(widget).toHaveCSS("position", "fixed");
  await expect(widget.locator('a[href^="mailto:"]')).toHaveAccessibleName(/Email us at .+@/);
  await expect(widget.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(page.locator('[data-floating="social"]')).toHaveCount(0);
});

test("full-page layout (home): header and footer, no side widget", async ({ page }) => {
  await page.goto("/");
  await expectFooter(page);
  await expect(page.locator("[data-floating]")).toHaveCount(0);
});

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test.describe("scroll-to-top button", () => {
  const recordScrollCalls = () => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "__scrollCalls", { value: calls });
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: unknown[]) => {
      calls.push(args[0]);
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  };

  test("appears only past 100 px and scrolls smoothly to the top", async ({ page }) => {
    await page.addInitScript(recordScrollCalls);
    await page.goto("/privacy-policy");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => window.scrollY === 100);
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 2000));
    await button.click();
    const calls = await page.evaluate(
      () => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls,
    );
    expect(calls.at(-1)).toEqual({ top: 0, behavior: "smooth" });
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  test("jumps instantly when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(recordScrollCalls);
    await page.goto("/privacy-policy");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("button", { name: "Back to top" }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls,
    );
    expect(calls.at(-1)).toEqual({ top: 0, behavior: "instant" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("cards", () => {
  /** Each row of picture cards: the offsets of their titles from the cards' tops. */
  const titleOffsets = (page: Page, cards: string) =>
    page.locator(cards).evaluateAll((list) => {
      const rows = new Map<number, number[]>();
      for (const card of list) {
        const title = card.querySelector("h2, h3, figcaption");
        if (!title || !card.querySelector("img")) continue;
        const top = Math.round(card.getBoundingClientRect().top);
        const offset = Math.round(title.getBoundingClientRect().top) - top;
        rows.set(top, [...(rows.get(top) ?? []), offset]);
      }
      return [...rows.values()].filter((row) => row.length > 1);
    });

  for (const [path, cards] of [
    ["/services", "[data-services-grid] [data-slot=card]"],
    ["/", "main [data-slot=card]"],
    ["/blog", "[data-article-card]"],
    ["/awards", "[data-award]"],
    ["/certificates", "[data-certificate]"],
  ] as const) {
    test(`pictures sit in fixed-ratio frames, so titles line up on ${path}`, async ({ page }) => {
      await page.goto(path);
      const rows = await titleOffsets(page, cards);
      expect(rows.length).toBeGreaterThan(0);
      // Equal to the pixel (rounding may split a half pixel).
      for (const row of rows) {
        expect(Math.max(...row) - Math.min(...row), JSON.stringify(row)).toBeLessThanOrEqual(1);
      }
    });
  }

  test("cards share one tint (besides white, the alternate surface and the dark banner)", async ({
    page,
  }) => {
    // canvas #ffffff, surface #f5f9f8, the tint brand-50 #eef8f6, inverse brand-800 #124a46.
    const allowed = [
      "rgb(255, 255, 255)",
      "rgb(245, 249, 248)",
      "rgb(238, 248, 246)",
      "rgb(18, 74, 70)",
    ];
    for (const path of ["/", "/services", "/services/skilled-nursing", "/about", "/contact"]) {
      await page.goto(path);
      const colours = await page
        .locator("main [data-slot=card], main [data-slot=card] > div:has(> img)")
        .evaluateAll((els) => {
          // Each background as opaque rgb(): a canvas pixel reads any CSS colour syntax.
          const pixel = document.createElement("canvas").getContext("2d")!;
          return els
            .map((el) => getComputedStyle(el).backgroundColor)
            .filter((colour) => colour !== "rgba(0, 0, 0, 0)")
            .map((colour) => {
              pixel.clearRect(0, 0, 1, 1);
              pixel.fillStyle = colour;
              pixel.fillRect(0, 0, 1, 1);
              // getImageData gives the colour itself (not premultiplied by its alpha).
              const [r, g, b] = pixel.getImageData(0, 0, 1, 1).data;
              return `rgb(${r}, ${g}, ${b})`;
            });
        });
      const tints = new Set(colours);
      expect(
        [...tints].filter((colour) => !allowed.includes(colour)),
        path,
      ).toEqual([]);
    }
  });
});

test("the shell (everything outside <main>) stays at most 250 elements on a service page, its dropdown links copied in by the header's script", async ({
  page,
  request,
}) => {
  // Issue 32: the first parse, style and layout scale with the elements; the shell is on every page.
  // The page's icon symbols count as one element: never styled nor laid out themselves
  // (scripts/lib/shell-elements.mjs says why).
  const html = (await (await request.get("/services/skilled-nursing")).text()).replace(
    /<svg class="icon-symbols">[\s\S]*?<\/svg>/,
    "<svg></svg>",
  );
  const elements = (part: string) => (part.match(/<[a-zA-Z]/g) ?? []).length;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(elements(html) - elements(main)).toBeLessThanOrEqual(250);
  // The desktop dropdown is empty in the HTML and holds the mobile sub-list's ten links once the
  // script has run.
  expect(html).toMatch(/<div id="nav-panel-services"[^>]*><\/div>/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/services/skilled-nursing");
  await expect(page.locator("#nav-panel-services a.nav-sub")).toHaveCount(10);
  await expect(page.locator('#nav-panel-services a[aria-current="page"]')).toHaveText(
    "Skilled Nursing",
  );
});
