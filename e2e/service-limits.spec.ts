import { expect, test, type Page } from "@playwright/test";
import { COUNTIES, SERVICE_IDS } from "../test/spec";

/** Issue 14 (42 CFR 484.105(i)): what we provide, and its limits, with a Last reviewed date. */
const PATH = "/services/limits";
const TITLE = "What We Provide, and Its Limits";
/** Spec §9: under 24 hours for Cook, Lake and DuPage; under 48 hours for the other seven. */
const FAST = ["Cook", "Lake", "DuPage"];

async function checkPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const reviewed = page.locator("time[data-last-reviewed]");
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed).toHaveAttribute("datetime", "2026-11-24");
  await expect(reviewed).toHaveText("November 24, 2026");
  await expect(page.getByText("Last reviewed:")).toBeVisible();

  // Each of the ten services: includes, does not include, who pays.
  const cards = page.locator("[data-service-limits]");
  await expect(cards).toHaveCount(10);
  for (const [index, id] of SERVICE_IDS.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute("data-service-limits", id);
    for (const heading of ["Includes", "Does not include", "Who pays"]) {
      await expect(card.getByRole("heading", { level: 4, name: heading })).toBeVisible();
    }
    await expect(card.locator(`a[href="/services/${id}"]`)).toBeVisible();
  }

  // Medicare's part-time or intermittent rule and what it does not pay for.
  await expect(
    page.getByText(/fewer than 8 hours a day and 28 hours or fewer a week.*up to 35 hours a week/),
  ).toBeVisible();
  await expect(page.getByText(/does not pay for care at home 24 hours a day, meals/)).toBeVisible();
  await expect(
    page.locator('[data-service-limits="occupational-therapy"]').getByText(/alone/),
  ).toBeVisible();

  // The counties and their response times.
  const rows = page.locator("[data-limits-counties] tbody tr");
  await expect(rows).toHaveCount(COUNTIES.length);
  for (const [index, county] of COUNTIES.entries()) {
    await expect(rows.nth(index).getByRole("rowheader")).toContainText(`${county} County`);
    await expect(rows.nth(index).getByRole("cell")).toHaveText(
      FAST.includes(county) ? "Within 24 hours" : "Within 48 hours",
    );
  }

  // What the agency must confirm is marked, and the phone number is a call link.
  await expect(page.locator('[data-placeholder="service-limits.infusions-given"]')).toBeVisible();
  await expect(page.locator('main a[href="tel:+18475681033"]').first()).toBeVisible();
}

test("the services-and-limits page lists each service's limits, the counties and the review date", async ({
  page,
}) => {
  await page.goto(PATH);
  await checkPage(page);
  await expect(page).toHaveTitle(`${TITLE} | Beyond Care Home Health`);
  await expect(page.locator("astro-island")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page reads whole", async ({ page }) => {
    await page.goto(PATH);
    await checkPage(page);
  });
});

test("it is in the sitemap", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/services\/limits<\/loc>/);
});

test("linked from /services, the footer, the contact form and the FAQ referral answer", async ({
  page,
}) => {
  await page.goto("/services");
  await page.locator(`main a[href="${PATH}"]`).first().click();
  await expect(page).toHaveURL(PATH);

  await page.goto("/");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Services and Limits" }),
  ).toHaveAttribute("href", PATH);

  await page.goto("/contact");
  const formSection = page.locator("section", {
    has: page.getByRole("heading", { name: "Request Care Information" }),
  });
  await expect(
    formSection.getByRole("link", { name: "See what we provide, and its limits" }),
  ).toHaveAttribute("href", PATH);

  await page.goto("/about");
  const referral = page.locator('[data-faq-item="who-can-refer"]');
  await expect(
    referral.getByRole("link", { name: "What we provide, and its limits", includeHidden: true }),
  ).toHaveAttribute("href", PATH);
});
