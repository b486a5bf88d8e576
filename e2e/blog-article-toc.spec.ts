import { expect, test, type Page } from "@playwright/test";
import { gotoScripted } from "./support/hydration";
import { toc, tocReady } from "./support/article-page";
import { isDrawn } from "./support/render-all";

/*
 * The article page's table of contents (spec §2 "Blog article", §4 headings): its entries,
 * the heading in view, the scroll on a click and the folding block on a phone.
 */

test.describe("table of contents", () => {
  test("lists the body's h2 and h3 headings in order, level 3 indented", async ({ page }) => {
    await gotoScripted(page, "/blog/3");
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
    await gotoScripted(page, "/blog/3");
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
    await gotoScripted(page, "/blog/3");
    await tocReady(page);
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
    await gotoScripted(page, "/blog/3");
    await tocReady(page);
    const link = toc(page).getByRole("link").nth(6);
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    expect((await scrollCalls(page)).at(-1)).toEqual({ behavior: "instant", block: "start" });
    const top = await topOf(page, id);
    expect(top).toBeGreaterThanOrEqual(100);
    expect(top).toBeLessThanOrEqual(140);
  });

  test("on a phone a choice folds the list and lands its heading just below the header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoScripted(page, "/blog/3");
    await tocReady(page);
    await toc(page).getByRole("button", { name: "Table of Contents" }).click();
    const link = toc(page).getByRole("link").nth(6);
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    await expect(toc(page).getByRole("link").first()).toBeHidden();
    const headerBottom = await page
      .locator("[data-site-header]")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // Where it should be: just below the sticky header (within 20 px), not 560 px past it.
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(Math.floor(headerBottom));
    await expect.poll(() => topOf(page, id)).toBeLessThanOrEqual(headerBottom + 20);
  });

  test("on a phone a section far below is drawn as it comes near, and its contents link lands on it", async ({
    page,
  }) => {
    // Issue 32: each h2 and what follows it waits, styled and laid out only near the viewport.
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoScripted(page, "/blog/3");
    await tocReady(page);
    const sections = page.locator("#article-body > section");
    // blog/3's Markdown has five "## " headings: five sections.
    await expect(sections).toHaveCount(5);
    // A section's first child, its h2: drawn once the section is.
    const drawn = (section: ReturnType<Page["locator"]>) => isDrawn(section.locator("h2"));
    const [fourth, last] = [sections.nth(3), sections.last()];
    expect(await drawn(fourth)).toBe(false);
    expect(await drawn(last)).toBe(false);
    // Scrolled by hand to just above it: drawn.
    await fourth.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 900),
    );
    await expect.poll(() => drawn(fourth)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    // A smooth scroll from the top past sections drawn on the way still ends on the heading.
    const id = (await last.locator("h2").getAttribute("id"))!;
    await toc(page).getByRole("button", { name: "Table of Contents" }).click();
    await toc(page).locator(`a[href="#${id}"]`).click();
    const headerBottom = await page
      .locator("[data-site-header]")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(Math.floor(headerBottom));
    await expect.poll(() => topOf(page, id)).toBeLessThanOrEqual(headerBottom + 20);
    expect(await drawn(last)).toBe(true);
  });

  test("folds above the body on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoScripted(page, "/blog/3");
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
