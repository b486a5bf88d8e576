import { expect, test } from "@playwright/test";

test("the HIPAA notice shows its dates, numbered sections and the federal complaint link", async ({
  page,
}) => {
  await page.goto("/hipaa-notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "HIPAA Notice of Privacy Practices",
  );
  // The effective date is the agency's to set (issue 14 §4): marked, and not the spec's 2003 date.
  await expect(page.locator('main [data-placeholder="legal.hipaa-effective-date"]')).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("1/3/03");
  await expect(page.getByRole("main")).toContainText(/six years/i);
  await expect(
    page.locator('main a[href^="https://www.hhs.gov/ocr/complaints"]').first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^1\. /);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  await expect(page.locator("main address").first()).toContainText("Wheeling, IL 60090");
});

test("the privacy policy lists its numbered sections and the ages 13 and 16", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const headings = page.locator("main h2");
  const expected = [
    "Security & Links",
    "Age Requirement",
    "Site Usage Information",
    "Information Collection & Use",
    "How We Use Personal Information",
    "Your Opt-Out Right",
    "Information Sharing & Disclosures",
  ];
  for (const [index, title] of expected.entries()) {
    await expect(headings.filter({ hasText: `${index + 1}. ${title}` })).toHaveCount(1);
  }
  await expect(page.getByRole("main")).toContainText(/13/);
  await expect(page.getByRole("main")).toContainText(/16/);
  await expect(page.locator('main a[href="tel:+18475681033"]').first()).toBeVisible();
});
