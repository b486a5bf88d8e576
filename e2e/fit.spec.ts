import { expect, test, type Page } from "@playwright/test";
import { renderAll } from "./support/render-all";
import { sitemapPaths } from "./support/routes";

/*
 * Issue 14 §3, "Nothing covers, clips or wobbles", over every sitemap page: no sideways scroll
 * at 320 px, and no floating control (email/phone, social strip, scroll to top) over the text
 * or form controls of `main` on a phone, at several scroll positions. One page visits every
 * path in turn; failures are collected and reported together.
 */

test.describe.configure({ timeout: 180_000 });

/** Widths of the page and the body, after the page has loaded and its islands settled. */
async function overflow(page: Page, width: number) {
  await renderAll(page);
  // Islands hydrate after the load event; a carousel mid-setup may be wide for a frame.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        ),
      { timeout: 2_000 },
    )
    .toBeLessThanOrEqual(width)
    .catch(() => {});
  return page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
}

test("no page scrolls sideways at 320 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const path of await sitemapPaths(request)) {
    await page.goto(path);
    const { html, body } = await overflow(page, 320);
    if (html > 320 || body > 320) wide.push(`${path}: html ${html}, body ${body}`);
  }
  expect(wide).toEqual([]);
});

test("the Menu button is whole at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/privacy-policy");
  const box = (await page.getByRole("button", { name: "Menu" }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test("a long e-mail address wraps before its @ or a dot, not inside a word, at 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/nondiscrimination");
  const link = page.locator('main a[href^="mailto:civilrights@"]').first();
  const lines = await link.evaluate((a) => {
    // The text of each line the link's box spans, read character by character.
    const rows = new Map<number, string>();
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? "") + text[i]);
      }
    }
    return [...rows.values()];
  });
  expect(lines.join("")).toBe("civilrights@beyondcarehomehealth.com");
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[@.]/);
});

/**
 * In the page: at each scroll position, the floating controls (`[data-floating]`, scroll to top)
 * against the text and form controls of `main`. What a full-width bar fixed to the top or bottom
 * edge hides (the sticky header, the phones' bottom bar) is out of the reading area, so only
 * a control over the visible text counts: a pill or button floating over it.
 */
function coveredText(selector: string) {
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlap = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const main = document.querySelector("main")!;
  // Boxes of main's text (one per line) and form controls, in page coordinates.
  const targets: (Box & { what: string })[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      targets.push({
        left: rect.left,
        right: rect.right,
        top: rect.top + scrollY,
        bottom: rect.bottom + scrollY,
        what: `"${text.slice(0, 40)}"`,
      });
    }
  }
  for (const control of main.querySelectorAll("input, select, textarea, button")) {
    const rect = control.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const name = control.getAttribute("name") ?? control.textContent?.trim().slice(0, 30);
    targets.push({
      left: rect.left,
      right: rect.right,
      top: rect.top + scrollY,
      bottom: rect.bottom + scrollY,
      what: `<${control.tagName.toLowerCase()} ${name}>`,
    });
  }
  const pinned = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) =>
    ["fixed", "sticky"].includes(getComputedStyle(element).position),
  );

  const found = new Set<string>();
  const end = document.documentElement.scrollHeight - innerHeight;
  const positions = [0, 150];
  for (let y = innerHeight * 0.7; y < end; y += innerHeight * 0.7) positions.push(Math.round(y));
  positions.push(end);
  return (async () => {
    for (const y of positions) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      // The reading area: the viewport less the full-width bars at its top and bottom edges.
      let top = 0;
      let bottom = innerHeight;
      for (const element of pinned) {
        const rect = element.getBoundingClientRect();
        if (rect.width < innerWidth - 1 || rect.height < 1) continue;
        if (rect.top <= 0 && rect.bottom < innerHeight / 2) top = Math.max(top, rect.bottom);
        if (rect.bottom >= innerHeight && rect.top > innerHeight / 2)
          bottom = Math.min(bottom, rect.top);
      }
      for (const control of document.querySelectorAll(selector)) {
        const box = control.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const visible = {
          ...box.toJSON(),
          top: Math.max(box.top, top),
          bottom: Math.min(box.bottom, bottom),
        };
        if (visible.bottom <= visible.top) continue;
        for (const target of targets) {
          const onScreen = {
            ...target,
            top: target.top - scrollY,
            bottom: target.bottom - scrollY,
          };
          if (overlap(visible, onScreen)) {
            const label =
              control.getAttribute("aria-label") ?? control.getAttribute("data-floating");
            found.add(`${label} over ${target.what} at y=${y}`);
          }
        }
      }
    }
    return [...found];
  })();
}

const FLOATING = "[data-floating], [data-scroll-to-top]";

test("on a phone no floating control covers text or a form control in main", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const covered: string[] = [];
  for (const path of await sitemapPaths(request)) {
    await page.goto(path);
    const found = await page.evaluate(coveredText, FLOATING);
    covered.push(...found.slice(0, 3).map((line) => `${path}: ${line}`));
  }
  expect(covered).toEqual([]);
});

for (const width of [375, 1024, 1280, 1440]) {
  test(`the social strip on /contact never covers the form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contact");
    expect(await page.evaluate(coveredText, '[data-floating="social"]')).toEqual([]);
  });
}

test("on a phone the bottom bar leaves the page's end in view", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/hipaa-notice");
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight }));
  const bar = page.locator("[data-floating-dock]");
  await expect(bar).toBeVisible();
  const barTop = (await bar.boundingBox())!.y;
  const lastLine = await page
    .locator("footer")
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(lastLine).toBeLessThanOrEqual(barTop + 0.5);
  // The contact links and scroll to top are in the bar, not over the page.
  await expect(bar.locator('[data-floating="contact"]')).toBeVisible();
  await expect(bar.getByRole("button", { name: "Back to top" })).toBeVisible();
});
