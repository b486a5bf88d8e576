import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A sweep's page: one browser page per worker, kept from test to test, instead of a new
 * context and page for each. A new context starts with an empty HTTP cache, so every test paid
 * for the context and for fetching the stylesheet, fonts and images again: at load 25 a page
 * took 2.2 s that way against 0.8 s in a kept page (docs/TESTING.md). For a sweep whose tests
 * share nothing a page could keep: no script (`javaScriptEnabled: false`), so no storage, no
 * worker and no state between loads. Each test sets its own viewport and goes to its page.
 * (No trace on failure, unlike `page`: the failing check names its page and what it found.)
 */
export function sweepTest(options: Pick<BrowserContextOptions, "javaScriptEnabled">) {
  return base.extend<object, { sweepPage: Page }>({
    sweepPage: [
      async ({ browser }, use, workerInfo) => {
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
        await use(await context.newPage());
        await context.close();
      },
      { scope: "worker" },
    ],
  });
}
