import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { builtSitemapPaths } from "./support/routes";
import { expectHydrated } from "./support/hydration";
import { renderAll } from "./support/render-all";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoViolations(page: Page, label: string) {
  await renderAll(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, label).toEqual([]);
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

// One test per page and width, so the two workers share them and a failure names its page.
// The same page load also checks that nothing is asked of another origin while it loads.
for (const path of [...builtSitemapPaths(), "/a-missing-page"]) {
  for (const width of [1280, 375]) {
    test(`axe finds no violations on ${path} at ${width} px, and no request leaves the origin`, async ({
      page,
      baseURL,
    }) => {
      const elsewhere = requestsElsewhere(page, new URL(baseURL ?? "").origin);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width} px`);
      // Reflow (WCAG 1.4.10): nothing may push the page wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      // Islands that wake on load, idle or view have fetched what they fetch by then.
      await page.waitForLoadState("networkidle");
      expect(elsewhere, `${path} at ${width} px asked another origin`).toEqual([]);
    });
  }
}

test("axe finds no violations with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/privacy-policy");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Service pages" })
    .click();
  await expectNoViolations(page, "mobile menu");
});

test("axe finds no violations with a desktop dropdown open", async ({ page }) => {
  await page.goto("/privacy-policy");
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
