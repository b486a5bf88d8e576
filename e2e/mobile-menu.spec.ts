import { expect, test } from "@playwright/test";
import { gotoScripted } from "./support/hydration";
import { HEADER_ITEMS, HOME_ANCHOR_LABELS } from "../test/spec";

test.describe("under 1024 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows the Menu button, the phone link and Get Care Now instead of the desktop menu", async ({
    page,
  }) => {
    await gotoScripted(page, "/privacy-policy");
    const header = page.locator("header").first();
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(
      header.getByRole("link", { name: /Call us at 847-568-1033/ }).first(),
    ).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Care Now" }).first()).toBeVisible();
  });

  test("opens full screen, locks page scrolling, and closes on Escape", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await bodyOverflow()).not.toBe("hidden");

    const trigger = page.getByRole("button", { name: "Menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect.poll(bodyOverflow).toBe("hidden");

    // Wheel scrolling outside the menu's own list must not move the page behind it.
    await page.mouse.move(180, 40);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const links = dialog.getByRole("navigation", { name: "Main" }).locator("[data-nav-top]");
    await expect(links).toHaveText([...HEADER_ITEMS]);
    await expect(dialog.getByRole("link", { name: "Get Care Now" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(dialog.getByRole("link", { name: /Call us at 847-568-1033/ })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect.poll(bodyOverflow).not.toBe("hidden");
  });

  test("gives the office hours and the after-hours answer under the phone number", async ({
    page,
  }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const call = dialog.getByRole("link", { name: "Call us at 847-568-1033" });
    await expect(call).toHaveText("847-568-1033");
    const hours = dialog.locator('[data-placeholder="contact.office-hours"]');
    const afterHours = dialog.locator('[data-placeholder="contact.after-hours"]');
    await hours.scrollIntoViewIfNeeded();
    await expect(hours).toBeVisible();
    await expect(afterHours).toBeVisible();
    await expect(afterHours).toContainText(/after hours/i);
    const [callBox, hoursBox] = [await call.boundingBox(), await hours.boundingBox()];
    expect(hoursBox!.y).toBeGreaterThan(callBox!.y);
    expect(hoursBox!.y - (callBox!.y + callBox!.height)).toBeLessThan(40);
  });

  test("closing it, by its button or Escape, leaves the page where it was", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const scrollY = () => page.evaluate(() => window.scrollY);
    const trigger = page.getByRole("button", { name: "Menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await trigger.click();
    await expect(dialog).toBeVisible();
    expect(await scrollY()).toBe(1500);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await scrollY()).toBe(1500);

    await trigger.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await scrollY()).toBe(1500);

    // Focus moving to a header control (a Tab, the menu's own focus return) never scrolls.
    await page.evaluate(() => document.querySelector<HTMLElement>("[data-site-header] a")?.focus());
    expect(await scrollY()).toBe(1500);
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("lists the home anchors and all service pages in sub-menus", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const servicesToggle = dialog.getByRole("button", { name: "Service pages" });
    await expect(servicesToggle).toHaveAttribute("aria-expanded", "false");
    await servicesToggle.click();
    await expect(servicesToggle).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.locator("#mobile-sub-services a")).toHaveCount(10);
    await dialog.getByRole("button", { name: "Home page sections" }).click();
    await expect(dialog.locator("#mobile-sub-home a")).toHaveText(HOME_ANCHOR_LABELS);
  });

  test("closes when the visitor follows a link", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });
});

test.describe("the 1024 px breakpoint", () => {
  test("1023 px has the mobile menu, 1024 px the desktop menu", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await gotoScripted(page, "/privacy-policy");
    const desktopNav = page.locator("header").first().getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(desktopNav).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(desktopNav).toBeVisible();
  });

  test("an open mobile menu closes when the window widens to desktop", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the menu still opens (invoker commands) with every link, sub-lists shown", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      "hidden",
    );
    // The sub-list toggles need a script, so the lists are simply shown.
    await expect(dialog.getByRole("button", { name: "Service pages" })).toBeHidden();
    await expect(dialog.locator("#mobile-sub-services a")).toHaveCount(10);
    await expect(dialog.locator("#mobile-sub-home a")).toHaveText(HOME_ANCHOR_LABELS);
    await expect(dialog.locator("#mobile-sub-services a").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});
