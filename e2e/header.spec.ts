import { expect, test } from "@playwright/test";
import { gotoScripted } from "./support/hydration";
import {
  HEADER_HREFS,
  HEADER_ITEMS,
  HOME_ANCHOR_HREFS,
  HOME_ANCHOR_LABELS,
  SERVICE_PATHS,
} from "../test/spec";

const header = (page: import("@playwright/test").Page) => page.locator("header").first();
const mainNav = (page: import("@playwright/test").Page) =>
  header(page).getByRole("navigation", { name: "Main" });

/** The list a dropdown button controls. */
async function dropdownOf(page: import("@playwright/test").Page, buttonName: string) {
  const id = await page.getByRole("button", { name: buttonName }).getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

test.describe("header at 1280 px", () => {
  test("shows the eight items in order, Get Care Now and the phone link", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    const links = mainNav(page).locator("[data-nav-top]");
    await expect(links).toHaveText([...HEADER_ITEMS]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([...HEADER_HREFS]);

    await expect(header(page).getByRole("link", { name: "Get Care Now" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      header(page)
        .getByRole("link", { name: /Call us at 847-568-1033/ })
        .first(),
    ).toHaveAttribute("href", "tel:+18475681033");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("Home dropdown offers the four home-page anchors", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Home page sections" }).click();
    const menu = await dropdownOf(page, "Home page sections");
    await expect(menu.getByRole("link")).toHaveText(HOME_ANCHOR_LABELS);
    const hrefs = await menu
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(HOME_ANCHOR_HREFS);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Services dropdown links to all ten service pages, homemaker included", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    await page.getByRole("button", { name: "Service pages" }).click();
    const links = (await dropdownOf(page, "Service pages")).getByRole("link");
    await expect(links).toHaveCount(10);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(SERVICE_PATHS);
  });

  test("the dropdowns work with the keyboard", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    const trigger = page.getByRole("button", { name: "Service pages" });
    // An island: keyboard focus does not wait for hydration the way a click does.
    await expect(trigger).not.toHaveAttribute("aria-disabled", "true");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Skilled Nursing");
  });

  test("a dropdown opens on hover, and closes when the pointer leaves, on a click outside and on a followed link", async ({
    page,
  }) => {
    await gotoScripted(page, "/privacy-policy");
    const menu = await dropdownOf(page, "Service pages");
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();

    // Opened from the keyboard, so the pointer is not over the item when it clicks elsewhere.
    await page.getByRole("button", { name: "Service pages" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Service pages" }).click();
    await menu.getByRole("link", { name: "Homemaker Services" }).click();
    await expect(page).toHaveURL(/\/services\/homemaker$/);
    await expect(await dropdownOf(page, "Service pages")).toBeHidden();
  });

  test("highlights the item of the current path", async ({ page }) => {
    await gotoScripted(page, "/");
    const home = mainNav(page).getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("data-active", "true");
    await expect(home).toHaveAttribute("aria-current", "page");

    // A path below an item highlights it, and the dropdown marks the page itself.
    await gotoScripted(page, "/services/homemaker");
    const services = mainNav(page).getByRole("link", { name: "Services", exact: true });
    await expect(services).toHaveAttribute("data-active", "true");
    await expect(home).toHaveAttribute("data-active", "false");
    await expect(mainNav(page).locator('a[href="/services/homemaker"]')).toHaveAttribute(
      "aria-current",
      "page",
    );

    await gotoScripted(page, "/privacy-policy");
    await expect(mainNav(page).locator("[data-active=true]")).toHaveCount(0);
  });

  test("becomes more opaque once the page scrolls past 10 px", async ({ page }) => {
    await gotoScripted(page, "/privacy-policy");
    const bar = header(page);
    const alpha = () =>
      bar.evaluate((el) => {
        const match = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
        return match.length === 4 ? Number(match[3]) : 1;
      });
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    const before = await alpha();

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForFunction(() => window.scrollY === 10);
    await expect(bar).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect.poll(alpha).toBeGreaterThan(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
  });
});

test("the header's script is fetched only after the first paint and the load event (issue 32)", async ({
  page,
}) => {
  await gotoScripted(page, "/services/homemaker");
  const timings = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const script = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_astro\/SiteHeader[^/]*\.js$/.test(new URL(entry.name).pathname));
    return {
      load: navigation.loadEventStart,
      paint: paint?.startTime,
      script: script.map((entry) => entry.startTime),
    };
  });
  expect(timings.paint).toBeGreaterThan(0);
  expect(timings.load).toBeGreaterThan(0);
  expect(timings.script).toHaveLength(1);
  expect(timings.script[0]).toBeGreaterThanOrEqual(timings.paint!);
  expect(timings.script[0]).toBeGreaterThanOrEqual(timings.load);
});

test.describe("header at 1280 px without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the eight items are plain links, marked for the page; the dropdown buttons are hidden", async ({
    page,
  }) => {
    await page.goto("/services/homemaker");
    const links = mainNav(page).locator("[data-nav-top]");
    await expect(links).toHaveText([...HEADER_ITEMS]);
    await expect(
      mainNav(page).getByRole("link", { name: "Services", exact: true }),
    ).toHaveAttribute("data-active", "true");
    await expect(page.getByRole("button", { name: "Service pages" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Other languages" })).toBeHidden();
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

/** The header's call links a visitor can see, with the text they show (hidden parts left out). */
const visibleCallLinks = (page: import("@playwright/test").Page) =>
  header(page)
    .locator('a[href^="tel:"]')
    .evaluateAll((links) =>
      links
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => ({ href: a.getAttribute("href"), text: (a as HTMLElement).innerText.trim() })),
    );

test.describe("a person, at every width (issue 14)", () => {
  for (const width of [320, 375, 639, 640, 1023, 1024, 1279, 1280, 1536]) {
    test(`at ${width} px the header shows the number in digits as a call link, inside the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoScripted(page, "/privacy-policy");
      expect(await visibleCallLinks(page)).toEqual([
        { href: "tel:+18475681033", text: "847-568-1033" },
      ]);
      // Nothing of the header reaches past the window's right edge (no sideways scroll from it).
      const right = await header(page).evaluate((el) =>
        Math.max(
          ...[el, ...el.querySelectorAll("*")]
            .filter((child) => child.getClientRects().length > 0)
            .map((child) => child.getBoundingClientRect().right),
        ),
      );
      expect(right).toBeLessThanOrEqual(width);
      await expect(header(page).getByRole("link", { name: "Get Care Now" })).toBeVisible();
    });
  }

  for (const width of [1024, 1280]) {
    test(`at ${width} px the office hours and the after-hours answer sit beside the number`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoScripted(page, "/privacy-policy");
      const bar = header(page).locator("[data-header-contact]");
      await expect(bar.getByRole("link", { name: "Call us at 847-568-1033" })).toBeVisible();
      const hours = bar.locator('[data-placeholder="contact.office-hours"]');
      const afterHours = bar.locator('[data-placeholder="contact.after-hours"]');
      await expect(hours).toBeVisible();
      await expect(hours).toHaveText(/\d:\d\d/);
      await expect(afterHours).toBeVisible();
      await expect(afterHours).toContainText(/after hours/i);
    });
  }

  test("at 1024 px the eight items, the translate button and Get Care Now fit on one row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoScripted(page, "/privacy-policy");
    const boxes = await mainNav(page)
      .locator("[data-nav-top]")
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(8);
    // One row: every item at the same height, each after the one before.
    for (const [index, box] of boxes.entries()) {
      expect(box.top).toBe(boxes[0]!.top);
      if (index > 0) expect(box.left).toBeGreaterThan(boxes[index - 1]!.right - 1);
    }
    const translate = await page.getByRole("button", { name: "Other languages" }).boundingBox();
    const cta = await header(page).getByRole("link", { name: "Get Care Now" }).boundingBox();
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(translate!.x);
    expect(translate!.x + translate!.width).toBeLessThanOrEqual(cta!.x);
    expect(
      Math.abs(cta!.y + cta!.height / 2 - (boxes[0]!.top + boxes[0]!.height / 2)),
    ).toBeLessThan(2);
  });
});
