import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A sweep's page: one browser page per worker, kept from test to test, instead of a new
 * context and page for each. A new context starts with an empty HTTP cache, so every test paid
 * for the context and for fetching the stylesheet, fonts and images again: at load 25 a page
 * took 2.2 s that way against 0.8 s in a kept page (docs/TESTING.md). A load from the cache
 * still fires Playwright's `request` event for each resource (checked: the same counts on a
 * second load), so a check of what a page asks for sees the same requests.
 *
 * Before each test: no cookie, no local or session storage left by the page before, and no
 * `request` listener of the test before. Each test sets its own viewport and goes to its page.
 * (No trace on failure, unlike `page`: a sweep's failing check names its page and what it found.)
 */
export function sweepTest(options: Pick<BrowserContextOptions, "javaScriptEnabled">) {
  return base.extend<{ sweepPage: Page }, { keptPage: Page }>({
    keptPage: [
      async ({ browser }, provide, workerInfo) => {
        // The project's device, viewport and baseURL (playwright.config.ts), as `page` has them.
        const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
          workerInfo.project.use;
        const context = await browser.newContext({
          baseURL,
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          ...options,
        });
        await provide(await context.newPage());
        await context.close();
      },
      { scope: "worker" },
    ],
    sweepPage: async ({ keptPage }, provide) => {
      await keptPage.context().clearCookies();
      if (keptPage.url().startsWith("http")) {
        // Playwright's own evaluation runs even where the page's scripts do not.
        await keptPage.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await provide(keptPage);
      keptPage.removeAllListeners("request");
    },
  });
}
