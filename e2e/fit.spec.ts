import { expect, test } from "@playwright/test";
import { floatingOverText } from "./support/covered-text";

/*
 * Issue 14 §3, "Nothing covers, clips or wobbles": the header's Menu button and a long address
 * at 320 px, the social strip beside the contact form, the phones' bottom bar. Every sitemap
 * page's reflow at 320 px and its floating controls over the text are in a11y.spec.ts's sweep,
 * which loads each page once per width.
 */

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

for (const width of [375, 1024, 1280, 1440]) {
  test(`the social strip on /contact never covers the form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contact");
    expect(await floatingOverText(page, '[data-floating="social"]')).toEqual([]);
  });
}

test("the cover check finds a control over the text, scroll to top once the page has scrolled", async ({
  page,
}) => {
  // The check's own oracle: scroll to top moved into the middle of the text. It shows past 100 px
  // only, when the page's scroll handler has run at the check's stop (coveredText dispatches it).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/privacy-policy");
  await page.addStyleTag({
    content:
      "[data-scroll-to-top] { position: fixed !important; right: 45% !important; top: 50% !important; }",
  });
  const found = await floatingOverText(page, "[data-scroll-to-top]");
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((line) => line.endsWith(" at y=0"))).toEqual([]);
});

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
