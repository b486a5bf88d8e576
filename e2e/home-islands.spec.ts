import { expect, test, type Page } from "@playwright/test";

/*
 * Issue 32: the home page's islands hydrate only when a visitor comes to use one
 * (client:interact, src/directives/on-interact.ts). Their HTML is whole before then: an
 * untouched page downloads and runs none of their script.
 */

const region = (page: Page, name: string) => page.locator(`[data-carousel="${name}"]`);
const current = (page: Page, name: string) =>
  region(page, name).locator('[aria-roledescription="slide"]:not([inert])');
const currentDot = (page: Page, name: string) =>
  region(page, name).locator('[data-carousel-dots] [aria-current="true"]');

/** The island around `selector` and the URL of its component's script. */
const componentUrl = (page: Page, selector: string) =>
  page
    .locator("astro-island", { has: page.locator(selector) })
    .last()
    .getAttribute("component-url");

/** Every script URL the page has asked for so far. */
function scriptsRequested(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test("an untouched home page loads none of its islands' scripts, top to bottom", async ({
  page,
}) => {
  const requested = scriptsRequested(page);
  await page.goto("/");
  const islands = await page
    .locator("astro-island")
    .evaluateAll((els) => els.map((el) => el.getAttribute("client")));
  expect(islands).toEqual(Array(5).fill("interact"));
  // Scrolled through (the pointer parked outside the page's islands), as a reader would.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  const urls = await page
    .locator("astro-island")
    .evaluateAll((els) => els.map((el) => el.getAttribute("component-url")));
  for (const url of urls) expect(requested).not.toContain(url);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(5);
});

test("the testimonials' script loads once a visitor comes to them; then the keyboard moves them", async ({
  page,
}) => {
  const requested = scriptsRequested(page);
  await page.goto("/");
  const testimonials = region(page, "testimonials");
  await testimonials.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  const url = await componentUrl(page, '[data-carousel="testimonials"]');
  expect(url).toBeTruthy();
  expect(requested).not.toContain(url);

  // Tab into it: focus on its Pause button wakes it.
  const pause = testimonials.getByRole("button", { name: "Pause testimonials" });
  await pause.focus();
  await expect(testimonials).toHaveAttribute("data-carousel-ready", "");
  expect(requested).toContain(url);
  await expect(currentDot(page, "testimonials")).toHaveAccessibleName(/1$/);
  await page.keyboard.press("ArrowRight");
  await expect(currentDot(page, "testimonials")).toHaveAccessibleName(/2$/);
  await testimonials.getByRole("button", { name: "Next testimonial" }).focus();
  await page.keyboard.press("Enter");
  await expect(currentDot(page, "testimonials")).toHaveAccessibleName(/3$/);
  await page.keyboard.press("ArrowLeft");
  await expect(currentDot(page, "testimonials")).toHaveAccessibleName(/2$/);
});

test("a press of Next before the hero's script has arrived is not lost", async ({ page }) => {
  await page.goto("/");
  await expect(region(page, "hero")).not.toHaveAttribute("data-carousel-ready", "");
  await region(page, "hero").getByRole("button", { name: "Next slide" }).click();
  await expect(region(page, "hero")).toHaveAttribute("data-carousel-ready", "");
  await expect(current(page, "hero")).toHaveAttribute("aria-label", "2 of 10");
});

test("before its script, the hero is a row a thumb can swipe; the island starts where it was left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/");
  const hero = region(page, "hero");
  const viewport = hero.locator('[aria-roledescription="slide"]').first().locator("xpath=../..");
  expect(await viewport.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe("x mandatory");
  // A swipe to the third slide (a scroll: no pointer over the island, so it stays asleep).
  await viewport.evaluate((el) => {
    const slides = el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    el.scrollLeft = slides[2]!.offsetLeft - slides[0]!.offsetLeft;
  });
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  await expect(hero).not.toHaveAttribute("data-carousel-ready", "");
  await hero.hover();
  await expect(hero).toHaveAttribute("data-carousel-ready", "");
  await expect(current(page, "hero")).toHaveAttribute("aria-label", "3 of 10");
  // Embla moves the row now; the native offset was handed back.
  expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(0);
});

test("the ZIP check on / takes typing before its script arrives and answers with it", async ({
  page,
}) => {
  await page.goto("/");
  const zip = page.locator("[data-zip-check]");
  await expect(zip).not.toHaveAttribute("data-hydrated", "");
  const field = zip.getByRole("textbox", { name: "Do we serve your area?" });
  await field.pressSequentially("60090");
  await expect(zip).toHaveAttribute("data-hydrated", "");
  await expect(field).toHaveValue("60090");
  await zip.getByRole("button", { name: "Check" }).click();
  await expect(zip.getByRole("status")).toContainText("Yes, we serve 60090");
});
