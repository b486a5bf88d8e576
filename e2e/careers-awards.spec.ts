import { expect, test, type Page } from "@playwright/test";

const statValues = (page: Page) => page.locator("main [data-stats] [data-stat] dd");
const statLabels = (page: Page) => page.locator("main [data-stats] [data-stat] dt");

async function expectBreadcrumb(page: Page, current: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(current);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((block) => (JSON.parse(block) as { "@type": string })["@type"]);
  expect(types).toContain("BreadcrumbList");
}

/** Years of service: from the founding year (2006, a placeholder) to the build's year. */
const YEARS = String(new Date().getFullYear() - 2006);

test.describe("/careers", () => {
  test("the page's own figures, culture, the four benefit categories and roles", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expectBreadcrumb(page, "Careers");
    // Issue 14: one value per figure from the registry; years counted from the founding year.
    await expect(statValues(page)).toHaveText(["50+", "95%", YEARS, "14+"]);
    await expect(statLabels(page)).toHaveText([
      /Professionals/,
      /Satisfaction/,
      /Years/,
      /Insurance Partners/,
    ]);

    const culture = page.getByRole("region", { name: "Our Culture" });
    await expect(culture.getByRole("heading", { level: 3 })).toHaveCount(4);

    const benefits = page.getByRole("region", { name: "Benefits That Support You" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Health & Wellness",
      "Professional Development",
      "Compensation",
      "Work-Life Balance",
    ]);
    for (const category of await benefits.locator("[data-benefit]").all()) {
      const items = await category.locator("ul > li").count();
      expect(items).toBeGreaterThanOrEqual(3);
      expect(items).toBeLessThanOrEqual(4);
    }

    const roles = page.getByRole("region", { name: "Who We Hire" });
    await expect(roles.getByRole("heading", { level: 3, name: /Registered Nurse/ })).toBeVisible();
    await expect(roles.getByRole("heading", { level: 3, name: /Home Health Aide/ })).toBeVisible();
  });

  test("How to Apply: email with a subject line, phone, and the equal opportunity line", async ({
    page,
  }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "How to apply" }).click();
    await expect(page).toHaveURL(/#apply$/);

    const apply = page.getByRole("region", { name: "How to Apply" });
    await expect(apply).toBeInViewport();
    await expect(apply.getByRole("link", { name: /Email your résumé/ })).toHaveAttribute(
      "href",
      "mailto:info@beyondcarehomehealth.com?subject=Job%20application",
    );
    await expect(apply.getByRole("link", { name: /847-568-1033/ })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    await expect(apply).toContainText("equal opportunity employer");
  });
});

test.describe("/awards", () => {
  test("six award cards, each with a picture, year, title, issuer and description", async ({
    page,
  }) => {
    await page.goto("/awards");
    await expectBreadcrumb(page, "Awards & Recognition");

    const cards = page.locator("[data-awards-grid] > li");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const year = Number(await card.locator("[data-award-year]").textContent());
      expect(year).toBeGreaterThanOrEqual(2013);
      expect(year).toBeLessThanOrEqual(2025);
      await expect(card.getByRole("heading", { level: 3 })).not.toHaveText("");
      await expect(card.locator("[data-award-issuer]")).toHaveText(/^Awarded by \S.+/);
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("src", /^\/awards\/award-[1-6]\.svg$/);
      const alt = (await image.getAttribute("alt")) ?? "";
      expect(alt.length).toBeGreaterThanOrEqual(10);
      // The picture shows the award's year, and its alt text says so.
      expect(alt).toContain(String(year));
    }
    const srcs = await cards
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(new Set(srcs).size).toBe(6);
  });

  test("the stats strip: 6+ awards, years since 2006, 98% satisfaction, 50+ professionals", async ({
    page,
  }) => {
    await page.goto("/awards");
    // Issue 14: one value per figure from the registry; years counted from the founding year.
    await expect(statValues(page)).toHaveText(["6+", YEARS, "98%", "50+"]);
    await expect(statLabels(page)).toHaveText([
      /Awards/,
      /Years of Service/,
      /Patient Satisfaction/,
      /Professionals/,
    ]);
  });

  test("the award pictures load", async ({ page }) => {
    await page.goto("/awards");
    // Counted first: an empty grid would give the loop nothing to check, and pass.
    const images = page.locator("[data-awards-grid] img");
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
