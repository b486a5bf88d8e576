import { expect, test } from "@playwright/test";
import { articleSource as article } from "./support/articles";
import { neighbours } from "./support/article-page";

/*
 * Moving between articles (spec §2 "Blog article"): the previous and next links in list order,
 * and an unknown id, which is replaced by /blog.
 */

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

test("an unknown article id is replaced by /blog (Back skips it)", async ({ page }) => {
  await page.goto("/");
  const response = await page.goto("/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
