import { expect, type Page } from "@playwright/test";

/** Locators and readings the article-page specs (e2e/blog-article*.spec.ts) share. */

/** The page's canonical URL (what the share buttons send). */
export const canonicalOf = async (page: Page) =>
  (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";

export const toc = (page: Page) => page.getByRole("navigation", { name: "Table of contents" });

/**
 * Until the contents' script runs a link is a plain anchor jump (right without JavaScript).
 * Tests of the scripted jump wait for it (its toggle is enabled once it runs).
 */
export async function tocReady(page: Page) {
  await expect(toc(page).locator("button").first()).toBeEnabled();
}

/** The previous and next article cards. */
export const neighbours = (page: Page) => page.getByRole("navigation", { name: "More articles" });
