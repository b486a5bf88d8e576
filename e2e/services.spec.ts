import { expect, test } from "@playwright/test";
import { COUNTIES, SERVICE_PATHS } from "../test/spec";

/** Sub-services of spec §2, in order: the oracle for every service page. */
const SUB_SERVICES: Record<string, { heading: string; items: string[] }> = {
  "skilled-nursing": {
    heading: "Our Skilled Nursing Services",
    items: [
      "Comprehensive Nursing Assessments",
      "Cardiovascular Care",
      "Diabetic Care",
      "Medication Management",
      "Wound Care",
      "Catheter Care",
      "Ostomy Care",
      "Infusion Therapy",
      "Phlebotomy Services",
      "Restorative Nursing",
    ],
  },
  "physical-therapy": {
    heading: "Our Physical Therapy Services",
    items: [
      "Evaluation",
      "Therapeutic Exercise",
      "Gait Training",
      "Ultrasound",
      "Transfer Training",
      "Home Exercise Program",
      "Prosthetic Training",
    ],
  },
  homemaker: {
    heading: "Our Home Maker Services",
    items: [
      "Personal Care & Daily Living Assistance",
      "Medication & Health Monitoring",
      "Meal Planning & Nutrition",
      "Household Support / Homemaking Tasks",
      "Appointment & Transportation Assistance",
      "Emotional / Social Support & Companionship",
      "Special Care Services",
      "Safety & Environment Management",
      "Communication & Reporting",
    ],
  },
};

test("the services overview lists every service and the contact block", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText("Services", { exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const cards = page.locator("[data-services-grid] > li");
  await expect(cards).toHaveCount(SERVICE_PATHS.length);
  const hrefs = await cards
    .locator("h2 a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(SERVICE_PATHS);

  await expect(page.getByRole("link", { name: "Get Your Care Plan" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const contact = page.locator("[data-contact-card]");
  await expect(contact.filter({ has: page.locator('a[href="tel:+18475681033"]') })).toHaveCount(1);
  await expect(contact.filter({ has: page.locator('a[href^="mailto:"]') })).toHaveCount(1);
  await expect(page.locator('[data-contact-card="service-area"] a')).toHaveAttribute(
    "href",
    "/service-areas",
  );
  await expect(page.locator('[data-contact-card="service-area"]')).toContainText(
    "Chicago Metro - 10 Counties",
  );
  await expect(page.locator('[data-contact-card="hours"]')).toBeVisible();
  const coverage = page.locator("[data-coverage]");
  for (const county of COUNTIES) {
    await expect(coverage).toContainText(county);
  }
});

test("every service page has the banner, its title, three paragraphs and the sub-services", async ({
  page,
}) => {
  for (const path of SERVICE_PATHS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Services"]);
    await expect(crumbs.locator('[aria-current="page"]')).not.toHaveText("");
    await expect(page.getByText("Your Health, Our Expertise")).toBeVisible();
    await expect(page.locator("[data-banner-tagline]")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#service-title ~ div > p")).toHaveCount(3);
    await expect(page.locator("[data-sub-services] > li").first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      jsonLd.some((text) => JSON.parse(text)["@type"] === "BreadcrumbList"),
      path,
    ).toBe(true);
  }
});

test("service pages list exactly the spec's sub-services in order", async ({ page }) => {
  for (const [id, expected] of Object.entries(SUB_SERVICES)) {
    await page.goto(`/services/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: expected.heading })).toBeVisible();
    await expect(page.locator("[data-sub-services] > li")).toHaveText(expected.items);
  }
  await page.goto("/services/homemaker");
  for (const word of ["hourly", "daily", "overnight", "live-in"]) {
    await expect(page.getByRole("main")).toContainText(word);
  }
});

test("an unknown service id is a 404", async ({ request }) => {
  expect((await request.get("/services/not-a-service")).status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the banner tagline is hidden and the breadcrumb stays", async ({ page }) => {
    await page.goto("/services/skilled-nursing");
    await expect(page.locator("[data-banner-tagline]")).toBeHidden();
    await expect(page.getByText("Your Health, Our Expertise")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  });
});
