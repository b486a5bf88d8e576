import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { sweepTest } from "./support/sweep-page";
import { builtSitemapPaths } from "./support/routes";
import { expectHydrated, gotoScripted } from "./support/hydration";
import { FLOATING, floatingOverText } from "./support/covered-text";
import { renderAll } from "./support/render-all";
import { onePerTemplate } from "./support/templates";

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/** Every request the page makes to another origin (none may: fonts, images, scripts and
 * styles are self-hosted, and Google's widget loads only when a visitor opens it). */
function requestsElsewhere(page: Page, own: string): string[] {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== own) elsewhere.push(`${request.resourceType()} ${url}`);
  });
  return elsewhere;
}

/**
 * Reflow (WCAG 1.4.10): nothing pushes the page wider than the screen. Islands hydrate after
 * the load event and a carousel mid-setup may be wide for a frame, so this waits for the page
 * to fit (up to the expect timeout) and fails when it never does.
 */
async function expectNoSidewaysScroll(page: Page, label: string) {
  await renderAll(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
        }),
      { message: `${label} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}

/*
 * The sweep: every sitemap page (and the 404 page) loaded once at 1280 px and once at 320 px,
 * one test each so the two workers share them and a failure names its page. At 1280 px: axe,
 * reflow, and nothing asked of another origin until network idle. At 320 px (the narrowest
 * phone, stricter than 375): reflow, no floating control over main's text or form controls at
 * any scroll position, and, on one page per template (support/templates.ts), axe and the
 * other-origin check. What needs only the HTML is `npm run test:site`'s (docs/TESTING.md).
 */
const paths = [...builtSitemapPaths(), "/a-missing-page"];
const sampled = onePerTemplate(paths);
// One page per worker for the sweep (support/sweep-page.ts): cookies, storage and the request
// listener are cleared between tests, and a load from the cache still shows every request.
const sweep = sweepTest({ javaScriptEnabled: true });

for (const path of paths) {
  sweep(
    `${path} at 1280 px: axe finds no violations, no sideways scroll, no request leaves the origin`,
    async ({ sweepPage: page, baseURL }) => {
      const elsewhere = requestsElsewhere(page, new URL(baseURL ?? "").origin);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expectNoViolations(page, `${path} at 1280 px`);
      await expectNoSidewaysScroll(page, `${path} at 1280 px`);
      // Islands that wake on load, idle or view have fetched what they fetch by then.
      await page.waitForLoadState("networkidle");
      expect(elsewhere, `${path} at 1280 px asked another origin`).toEqual([]);
    },
  );

  const axe = sampled.has(path);
  sweep(
    `${path} at 320 px: no sideways scroll, no floating control over the text${axe ? ", axe finds no violations, no request leaves the origin" : ""}`,
    async ({ sweepPage: page, baseURL }) => {
      const elsewhere = requestsElsewhere(page, new URL(baseURL ?? "").origin);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      if (axe) await expectNoViolations(page, `${path} at 320 px`);
      await expectNoSidewaysScroll(page, `${path} at 320 px`);
      const covered = await floatingOverText(page, FLOATING);
      expect(covered.slice(0, 3), `${path} at 320 px`).toEqual([]);
      if (axe) {
        await page.waitForLoadState("networkidle");
        expect(elsewhere, `${path} at 320 px asked another origin`).toEqual([]);
      }
    },
  );
}

test("the axe gate runs WCAG 2.2's rules and names every node of a violation", async ({ page }) => {
  await page.goto("/privacy-policy");
  // Two unnamed 10 px buttons: button-name (on by default) and target-size (WCAG 2.2 AA, off in
  // axe's default rules: found only when the run applies the tags).
  await page.evaluate(() => {
    for (const id of ["axe-probe-1", "axe-probe-2"]) {
      const button = document.createElement("button");
      button.id = id;
      button.style.cssText = "width:10px;height:10px;padding:0;border:0";
      document.querySelector("main")?.append(button);
    }
  });
  const violations = await axeViolations(page);
  expect(violations).toContain("button-name: #axe-probe-1, #axe-probe-2");
  expect(violations).toContain("target-size: #axe-probe-1, #axe-probe-2");
});

test("axe finds no violations with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoScripted(page, "/privacy-policy");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Service pages" })
    .click();
  await expectNoViolations(page, "mobile menu");
});

test("axe finds no violations with a desktop dropdown open", async ({ page }) => {
  await gotoScripted(page, "/privacy-policy");
  await page.getByRole("button", { name: "Service pages" }).click();
  await expectNoViolations(page, "services dropdown");
});

test("axe finds no violations on the forms in their error states", async ({ page }) => {
  await page.goto("/insurance/verify");
  await expectHydrated(page.locator("main form"));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name must be at least 2 characters").first()).toBeVisible();
  await expectNoViolations(page, "verification step 1 errors");

  await page.goto("/insurance/calculator");
  await expectHydrated(page.locator("main form"));
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expect(page.getByText("Please select your insurance type").first()).toBeVisible();
  await expectNoViolations(page, "calculator errors");

  await page.goto("/insurance?q=zzzz");
  await expect(page.getByText("No insurance providers found matching your search.")).toBeVisible();
  await expectNoViolations(page, "insurance empty state");
});
