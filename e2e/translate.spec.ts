import { expect, test, type Page } from "@playwright/test";
import { gotoScripted } from "./support/hydration";

/**
 * A stand-in for Google's element.js (the test machine has no internet): it renders a
 * widget with 'Powered by' text, and adds the text again later, as the real widget can.
 */
const stubScript = `
window.google = { translate: { TranslateElement: function (options, id) {
  window.__translateOptions = options;
  var el = document.getElementById(id);
  var gadget = '<div class="goog-te-gadget"><div><select class="goog-te-combo"><option>Select Language</option></select></div>Powered by <span><a class="goog-logo-link" href="#">Google Translate</a></span></div>';
  el.innerHTML = gadget;
  setTimeout(function () { el.querySelector('.goog-te-gadget').append('Powered by '); }, 500);
  setTimeout(function () { el.querySelector('.goog-te-gadget').append('Powered by '); }, 2000);
} } };
window.googleTranslateElementInit();
`;

async function stubGoogle(page: Page) {
  const requests: string[] = [];
  await page.route(/^https:\/\/translate\.google\.com\//, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: stubScript });
  });
  return requests;
}

test("loads no third-party script until the translate control is opened", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(request.url());
  });
  const requests = await stubGoogle(page);
  await gotoScripted(page, "/privacy-policy");
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await expect(page.locator("script[data-google-translate]")).toHaveCount(0);

  await page.getByRole("button", { name: "Other languages" }).first().click();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain("translate_a/element.js?cb=googleTranslateElementInit");
  // The request is seen before the stubbed script has run: wait for it to call back.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __translateOptions: unknown }).__translateOptions,
      ),
    )
    .toEqual({ pageLanguage: "en" });
});

test("removes the 'Powered by' text at once, at 1 s and at 3 s", async ({ page }) => {
  await page.clock.install();
  await stubGoogle(page);
  await gotoScripted(page, "/privacy-policy");
  // From here on, time moves only when the test says so.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.getByRole("button", { name: "Other languages" }).first().click();

  const panel = page.locator("[data-translate-widget] .goog-te-gadget").first();
  await expect(panel.locator("select")).toHaveAttribute("aria-label", "Choose a language");
  await expect(panel).not.toContainText("Powered by");
  await expect(panel.locator(".goog-logo-link")).toHaveCount(0);

  await page.clock.runFor(600); // the widget adds the text again at 500 ms
  await expect(panel).toContainText("Powered by");
  await page.clock.runFor(400); // 1 s retry
  await expect(panel).not.toContainText("Powered by");

  await page.clock.runFor(1100); // and again at 2 s
  await expect(panel).toContainText("Powered by");
  await page.clock.runFor(900); // 3 s retry
  await expect(panel).not.toContainText("Powered by");
});

test("when Google's script cannot load, the panel says so and gives the interpreter line; Escape closes it", async ({
  page,
}) => {
  await page.route(/^https:\/\/translate\.google\.com\//, (route) =>
    route.abort("internetdisconnected"),
  );
  await gotoScripted(page, "/privacy-policy");
  const toggle = page.getByRole("button", { name: "Other languages" }).first();
  await toggle.click();
  const panel = page.locator("#translate-popover");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("status")).toContainText("The translation tool could not load.");
  await expect(panel.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(
    panel.getByRole("link", { name: "Read this notice in your language" }),
  ).toHaveAttribute("href", "/nondiscrimination#language-assistance");

  await panel.getByRole("link", { name: "Call us at 847-568-1033" }).focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});

test("Escape closes the translate panel once the widget has loaded", async ({ page }) => {
  await stubGoogle(page);
  await gotoScripted(page, "/privacy-policy");
  const toggle = page.getByRole("button", { name: "Other languages" }).first();
  await toggle.click();
  const panel = page.locator("#translate-popover");
  await expect(panel.locator("select.goog-te-combo")).toBeVisible();
  await expect(panel.getByText("The translation tool could not load.")).toBeHidden();
  await panel.locator("select").focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu carries the translate control", async ({ page }) => {
    const requests = await stubGoogle(page);
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: "Other languages" }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(dialog.locator("select.goog-te-combo")).toBeVisible();
    await expect(dialog).not.toContainText("Powered by");
  });

  test("in the menu, Escape closes the translate panel first, then the menu", async ({ page }) => {
    await page.route(/^https:\/\/translate\.google\.com\//, (route) => route.abort());
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const toggle = dialog.getByRole("button", { name: "Other languages" });
    await toggle.click();
    await expect(dialog.getByRole("status")).toContainText("The translation tool could not load.");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
