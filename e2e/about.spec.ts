import { expect, test, type Page } from "@playwright/test";
import { isDrawn, RENDER_WHEN_NEAR } from "./support/render-all";

/**
 * Oracle for the FAQ (src/content/faq.ts, written out here on purpose): how many questions
 * each filter shows. Changing the FAQ means updating these numbers.
 */
const FAQ_COUNTS = { All: 20, General: 8, Services: 6, Insurance: 6 } as const;

const faqRegion = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" });
const questions = (page: Page) => faqRegion(page).locator("[data-faq-list] > li");
const filters = (page: Page) =>
  faqRegion(page).getByRole("group", { name: "Show questions about" });

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("/about", () => {
  test("h1, breadcrumb, the page's own figures, the values and links to services and contact", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("About Us");

    const stats = page.locator("main [data-stats] [data-stat]");
    await expect(stats.locator("dd")).toHaveText(["10", "13", "500+"]);
    await expect(stats.locator("dt")).toHaveText([/Counties/, /Services/, /Clients/]);

    const links = page.locator("[data-about-links]");
    await expect(links.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(links.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const main = page.getByRole("main");
    for (const value of ["Compassion", "Excellence", "Integrity", "Respect"]) {
      await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    for (const title of ["Our Mission", "Employee Development", "Cost-Effective Care"]) {
      await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Counties We Serve" })).toBeVisible();

    const breadcrumbLd = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumbLd).toBeDefined();
  });

  test("on a phone the blocks below the first screen are drawn as they come near", async ({
    page,
  }) => {
    // Issue 32: the first frame on a slow phone does not style and lay out the 14,000 px below
    // the mission (values, commitments, ratings, the FAQ, the service areas).
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/about");
    const blocks = page.locator(`main ${RENDER_WHEN_NEAR}`);
    await expect(blocks).toHaveCount(5);
    const question = faqRegion(page).locator("[data-faq-list] > li").first();
    expect(await isDrawn(question)).toBe(false);
    await faqRegion(page).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(() => isDrawn(question)).toBe(true);
  });

  test("the FAQ filter shows only the chosen category, with a live count", async ({ page }) => {
    await page.goto("/about");
    await expect(filters(page).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(questions(page)).toHaveCount(FAQ_COUNTS.All);

    for (const [label, count] of Object.entries(FAQ_COUNTS)) {
      const button = filters(page).getByRole("button", { name: label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(filters(page).locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(questions(page)).toHaveCount(count);
      await expect(faqRegion(page).getByRole("status")).toHaveText(`Showing ${count} questions`);
      if (label !== "All") {
        const categories = await questions(page).evaluateAll((items) =>
          items.map((item) => item.getAttribute("data-category")),
        );
        expect(new Set(categories)).toEqual(new Set([label.toLowerCase()]));
      }
    }
    const total = FAQ_COUNTS.General + FAQ_COUNTS.Services + FAQ_COUNTS.Insurance;
    expect(total).toBe(FAQ_COUNTS.All);
  });

  test("several answers stay open at once; a second click closes one", async ({ page }) => {
    await page.goto("/about");
    const faq = faqRegion(page);
    const soon = faq.getByRole("button", { name: "How soon can care start?" });
    const medicare = faq.getByRole("button", { name: "Does Medicare pay for home health care?" });
    const soonAnswer = faq.getByText("The first visit can be within 24 hours of the referral", {
      exact: false,
    });
    const medicareAnswer = faq.getByText("you pay $0 for the covered home health services");

    await expect(soonAnswer).toBeHidden();
    await soon.click();
    await medicare.click();
    await expect(soon).toHaveAttribute("aria-expanded", "true");
    await expect(medicare).toHaveAttribute("aria-expanded", "true");
    await expect(soonAnswer).toBeVisible();
    await expect(medicareAnswer).toBeVisible();

    await soon.click();
    await expect(soon).toHaveAttribute("aria-expanded", "false");
    await expect(soonAnswer).toBeHidden();
    await expect(medicare).toHaveAttribute("aria-expanded", "true");
    await expect(medicareAnswer).toBeVisible();

    // The keyboard works too.
    await soon.focus();
    await page.keyboard.press("Enter");
    await expect(soon).toHaveAttribute("aria-expanded", "true");
  });

  test("every answer is in the prerendered HTML and the FAQPage JSON-LD lists every question", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    expect(html.match(/data-faq-answer/g) ?? []).toHaveLength(FAQ_COUNTS.All);
    expect(html).toContain("The first visit can be within 24 hours of the referral");

    await page.goto("/about");
    const faq = faqRegion(page);
    const shownQuestions = await faq.locator("[data-faq-list] h3").allTextContents();
    const shownAnswers = await faq.locator("[data-faq-answer]").allTextContents();
    expect(shownQuestions).toHaveLength(FAQ_COUNTS.All);

    const faqLd = (await jsonLd(page)).find((data) => data["@type"] === "FAQPage");
    expect(faqLd).toBeDefined();
    const entities = faqLd!.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(entities.map((entity) => entity["@type"])).toEqual(shownQuestions.map(() => "Question"));
    expect(entities.map((entity) => entity.name)).toEqual(shownQuestions);
    expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(shownAnswers);
  });
});
