import { expect, test } from "@playwright/test";

/*
 * Issue 14 §1: while the agency's facts are placeholders, visitors are told (Sample marks on
 * award and certificate pictures, example testimonials, clinical-team bylines, a site-wide
 * notice), and a visitor can check the agency's credentials in the public registers.
 */

test("a quiet site-wide notice above the footer says the site shows sample content", async ({
  page,
}) => {
  for (const path of ["/", "/about", "/contact"]) {
    await page.goto(path);
    const notice = page.locator("[data-sample-notice]");
    await expect(notice, path).toHaveCount(1);
    await expect(notice, path).toContainText("This site shows sample content");
    await expect(notice, path).toHaveCSS("position", "static");
    // In the flow of the page, after the main content and before the footer: no overlay.
    const order = await notice.evaluate((el) => {
      const main = document.querySelector("main");
      const footer = document.querySelector("footer");
      return [
        main && main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        footer && el.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ].map(Boolean);
    });
    expect(order, path).toEqual([true, true]);
  }
});

test("every award and certificate picture carries a visible Sample mark", async ({ page }) => {
  for (const [path, card, count] of [
    ["/awards", "[data-award]", 6],
    ["/certificates", "[data-certificate]", 5],
  ] as const) {
    await page.goto(path);
    const cards = page.locator(card);
    await expect(cards).toHaveCount(count);
    for (const item of await cards.all()) {
      const mark = item.locator("[data-sample-mark]");
      await expect(mark).toHaveText(/sample/i);
      await expect(mark).toBeVisible();
      // Laid over the picture: the mark's box is inside the image's box.
      const markBox = await mark.boundingBox();
      const imageBox = await item.locator("img").first().boundingBox();
      expect(markBox && imageBox).toBeTruthy();
      if (markBox && imageBox) {
        expect(markBox.x).toBeGreaterThanOrEqual(imageBox.x - 16);
        expect(markBox.y).toBeGreaterThanOrEqual(imageBox.y - 16);
        expect(markBox.y + markBox.height).toBeLessThanOrEqual(imageBox.y + imageBox.height);
      }
    }
  }
});

test("the testimonials are labelled as examples, in the heading and on every card", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator('section[aria-labelledby="testimonials-title"]');
  await expect(section).toContainText("Example stories");
  await expect(section).toContainText("not the words of real patients");
  const slides = section.locator("[data-testimonial-slide]");
  await expect(slides).toHaveCount(5);
  for (const slide of await slides.all()) {
    await expect(slide.locator("[data-example-label]")).toHaveText("Example");
  }
});

test("article bylines read 'Beyond Care clinical team', in the page and its JSON-LD", async ({
  page,
}) => {
  await page.goto("/blog/1");
  const byline = page.locator('[data-article-meta] [data-meta="author"] [data-placeholder]');
  await expect(byline).toHaveText("Beyond Care clinical team");
  await expect(byline).toHaveAttribute("data-placeholder", "blog.author.maria-alvarez");
  await expect(page.locator('meta[name="author"]')).toHaveAttribute(
    "content",
    "Beyond Care clinical team",
  );
  const posting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .find((data) => data["@type"] === "BlogPosting"),
    );
  expect(posting.author).toEqual({ "@type": "Organization", name: "Beyond Care clinical team" });
  await expect(page.locator("body")).not.toContainText("Maria Alvarez");
});

test("the organization's sameAs lists no placeholder profile", async ({ page }) => {
  await page.goto("/");
  const sameAs = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const data = JSON.parse(script.textContent ?? "{}");
      return [data, ...(data["@graph"] ?? [])].flatMap((node) => node.sameAs ?? []);
    }),
  );
  expect(sameAs).toEqual([]);
});

const registers = [
  ["license", "https://dph.illinois.gov/"],
  ["ccn", "https://www.medicare.gov/care-compare/"],
  ["npi", "https://npiregistry.cms.hhs.gov/"],
] as const;

test("'Check our credentials' on /certificates and the home page links each number to its public register", async ({
  page,
}) => {
  for (const path of ["/certificates", "/"]) {
    await page.goto(path);
    const block = page.locator("[data-credentials]");
    await expect(block, path).toHaveCount(1);
    await expect(block.getByRole("heading", { name: "Check our credentials" })).toBeVisible();
    for (const [id, register] of registers) {
      const item = block.locator(`[data-credential="${id}"]`);
      // The number is a placeholder until the agency supplies it.
      await expect(item.locator("[data-placeholder]")).toHaveAttribute(
        "data-placeholder",
        `credentials.${id === "license" ? "illinois-license" : id === "ccn" ? "medicare-ccn" : "npi"}`,
      );
      const link = item.getByRole("link");
      const href = await link.getAttribute("href");
      expect(href, `${path} ${id}`).toMatch(new RegExp(`^${register.replace(/[.?]/g, "\\$&")}`));
      expect(href, "no tracking parameters").not.toMatch(/utm_|[?&]ref=/);
      await expect(link).not.toHaveAttribute("target", "_blank");
    }
  }
  await page.goto("/certificates");
  await expect(
    page
      .locator("[data-credentials]")
      .getByRole("link", { name: "Find us on Medicare Care Compare" }),
  ).toHaveAttribute("href", "https://www.medicare.gov/care-compare/");
});

test("each patient satisfaction figure has a Medicare Care Compare ratings link", async ({
  page,
}) => {
  for (const path of ["/", "/awards"]) {
    await page.goto(path);
    const stat = page.locator("[data-stat]", { hasText: "Patient Satisfaction" });
    await expect(stat, path).toHaveCount(1);
    const link = page.getByRole("link", { name: "See our Medicare Care Compare ratings" });
    await expect(link, path).toHaveAttribute("href", "https://www.medicare.gov/care-compare/");
  }
});

test("every figure's value is the registry's, the same on every page that shows it", async ({
  page,
}) => {
  const valueOf = async (path: string, label: string) => {
    await page.goto(path);
    return page.locator("[data-stat]", { hasText: label }).locator("dd").textContent();
  };
  const years = String(new Date().getFullYear() - 2006);
  expect(await valueOf("/", "Years of Service")).toBe(years);
  expect(await valueOf("/awards", "Years of Service")).toBe(years);
  expect(await valueOf("/careers", "Years of Service")).toBe(years);
  expect(await valueOf("/", "Patients Served")).toBe("500+");
  expect(await valueOf("/about", "Clients Cared For")).toBe("500+");
  expect(await valueOf("/", "Licensed Professionals")).toBe("50+");
  expect(await valueOf("/careers", "Healthcare Professionals")).toBe("50+");
  expect(await valueOf("/awards", "Healthcare Professionals")).toBe("50+");
});
