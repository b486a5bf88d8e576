import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until a form island runs: its <form> gets `data-hydrated` once React has hydrated it
 * (islandFormProps, the contact form). Before that a submit posts to the page that explains
 * sending needs JavaScript, so a test that fills and sends a form waits for this first. The
 * forms are `client:visible` islands: the form is brought into view to wake it.
 */
export async function expectHydrated(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "");
}

/**
 * Opens `path` and waits until the shell's script has run (`<html data-shell-ready>`): the build
 * loads it after the first paint and the load event (scripts/lib/shell-scripts.mjs), so it can
 * run a moment after `page.goto` returns. On an article it waits for the article's own script
 * too (`data-article-ready`). For tests that use what those scripts add: the desktop dropdowns,
 * the mobile menu's focus handling, translate, the scroll state, the contents, share, read aloud.
 */
export async function gotoScripted(page: Page, path: string) {
  const response = await page.goto(path);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-shell-ready", "");
  if (/^\/(?:es\/)?blog\/\d+$/.test(path))
    await expect(html).toHaveAttribute("data-article-ready", "");
  return response;
}
