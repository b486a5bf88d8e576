import type { Locator, Page } from "@playwright/test";

/**
 * Draws every block that waits to be near the viewport (`render-when-near`, globals.css), so
 * what a gate measures covers the whole page: a block not drawn yet has no contrast for axe
 * to read, and its paint containment would hide content wider than the screen.
 */
export async function renderAll(page: Page) {
  await page.evaluate((blocks) => {
    for (const element of document.querySelectorAll<HTMLElement>(blocks)) {
      element.style.contentVisibility = "visible";
    }
  }, RENDER_WHEN_NEAR);
}

/** The blocks that wait: the class on a block, or `*:render-when-near` on their parent. */
export const RENDER_WHEN_NEAR = '.render-when-near, [class~="*:render-when-near"] > *';

/** Whether the element is drawn: false inside a block that still waits (content-visibility). */
export const isDrawn = (locator: Locator) =>
  locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
