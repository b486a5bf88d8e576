import { expect, test, type Page } from "@playwright/test";
import { SERVICE_PATHS } from "../test/spec";

const footerLinks = [
  "/privacy-policy",
  "/hipaa-notice",
  "/about",
  "/service-areas",
  "/blog",
  "/careers",
  "/awards",
  "/contact",
  "/certificates",
  ...SERVICE_PATHS,
  // Section 1557 notices and the accessibility statement (not in the spec's list; required by law).
  "/nondiscrimination",
  "/nondiscrimination#language-assistance",
  "/accessibility",
];

async function expectFooter(page: Page) {
  const footer = page.locator("footer");
  const hrefs = await footer
    .locator("a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of footerLinks) expect(hrefs, `footer links to ${href}`).toContain(href);
  // Issue 14: the insurance pages, not /contact as the spec had it.
  await expect(footer.getByRole("link", { name: "Insurance Information" })).toHaveAttribute(
    "href",
    "/insurance",
  );
  await expect(footer.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(footer.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/);
  await expect(footer.locator("address")).toContainText(/Wheeling, IL 60090/);
  await expect(footer).toContainText("© 2024");
  for (const name of ["Facebook", "X", "LinkedIn"]) {
    await expect(
      footer.getByRole("link", { name: `${name} (opens in a new tab)` }),
    ).toHaveAttribute("target", "_blank");
  }
  const cta = page.getByRole("region", { name: "Contact Us Today" });
  await expect(cta.getByRole("heading", { name: "Contact Us Today" })).toBeVisible();
  await expect(cta.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
    "href",
    "/contact",
  );
}

test("standard layout: header, main, footer and the email/phone side widget", async ({ page }) => {
  await page.goto("/hipaa-notice");
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("main#main")).toBeVisible();
  await expectFooter(page);
  const widget = page.locator('[data-floating="contact"]');
  await expect(widget).toBeVisible();
  await expect(widget).toHaveCSS("position", "fixed");
  await expect(widget.locator('a[href^="mailto:"]')).toHaveAccessibleName(/Email us at .+@/);
  await expect(widget.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(page.locator('[data-floating="social"]')).toHaveCount(0);
});

test("full-page layout (home): header and footer, no side widget", async ({ page }) => {
  await page.goto("/");
  await expectFooter(page);
  await expect(page.locator("[data-floating]")).toHaveCount(0);
});

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test.describe("scroll-to-top button", () => {
  const recordScrollCalls = () => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "__scrollCalls", { value: calls });
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: unknown[]) => {
      calls.push(args[0]);
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  };

  test("appears only past 100 px and scrolls smoothly to the top", async ({ page }) => {
    await page.addInitScript(recordScrollCalls);
    await page.goto("/privacy-policy");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => window.scrollY === 100);
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 2000));
    await button.click();
    const calls = await page.evaluate(
      () => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls,
    );
    expect(calls.at(-1)).toEqual({ top: 0, behavior: "smooth" });
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  test("jumps instantly when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(recordScrollCalls);
    await page.goto("/privacy-policy");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("button", { name: "Back to top" }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls,
    );
    expect(calls.at(-1)).toEqual({ top: 0, behavior: "instant" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
