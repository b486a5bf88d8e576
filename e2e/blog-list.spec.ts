import { expect, test, type Page } from "@playwright/test";
import { articleSources } from "./support/articles";

/*
 * The blog list (/blog), against spec §2 "Blog", §4 "Blog list", §5 "Search", §8 and §9:
 * 6 articles per page, 'Showing X to Y of Z articles', 'N article(s) found', the empty state.
 * The articles are read from their Markdown files here (list order = id ascending), so the
 * expectations come from the content and the spec's numbers, not from the page's code.
 */

const articles = articleSources;

const titles = articles.map((article) => article.title);
const PAGE_SIZE = 6;

/** Spec §5: case-insensitive substring of title, excerpt or any tag. */
const matching = (query: string) =>
  articles.filter((article) =>
    [article.title, article.excerpt, ...article.tags].some((text) =>
      text.toLowerCase().includes(query.trim().toLowerCase()),
    ),
  );

const cards = (page: Page) => page.locator("[data-article-grid] > li");
const cardTitles = (page: Page) => cards(page).locator("h3");
const resultsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /found$/ });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categorySelect = (page: Page) => page.getByRole("combobox", { name: "Category" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const pageButton = (page: Page, n: number) =>
  pagination(page).getByRole("button", { name: `Page ${n}`, exact: true });

async function expectPage(page: Page, n: number, of: readonly string[] = titles) {
  const from = (n - 1) * PAGE_SIZE + 1;
  const to = Math.min(n * PAGE_SIZE, of.length);
  await expect(page.getByText(`Showing ${from} to ${to} of ${of.length} articles`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText([...of.slice(from - 1, to)]);
  await expect(pageButton(page, n)).toHaveAttribute("aria-current", "page");
}

test.describe("/blog list", () => {
  test("the content has fifteen articles with ids 1 to 15", () => {
    expect(articles.map((article) => article.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });

  test("heading, breadcrumb, controls and the first page", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health & Wellness Blog");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Blog", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles...");
    await expect(categorySelect(page).locator("option")).toHaveText([
      "All Categories",
      ...articles.map((article) => article.category),
    ]);
    await expect(resultsHeading(page)).toHaveText("15 articles found");
    await expectPage(page, 1);
    await expect(pagination(page).getByRole("button", { name: /^Page \d+$/ })).toHaveCount(3);
    await expect(pagination(page).getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(pagination(page).getByRole("button", { name: "Next" })).toBeEnabled();

    const first = cards(page).first();
    await expect(first.getByRole("link")).toHaveCount(1);
    await expect(first.getByRole("link")).toHaveAccessibleName(titles[0]!);
    await expect(first.getByRole("link")).toHaveAttribute("href", "/blog/1");
    await expect(first).toContainText(/\d+ min read/);
    await expect(first).toContainText(/[A-Z][a-z]+ \d{2}, \d{4}/);
    await expect(first).toContainText("Read More");
  });

  test("pages 1 to 3 show articles 1-6, 7-12 and 13-15 in list order", async ({ page }) => {
    await page.goto("/blog");
    await expectPage(page, 1);
    await pagination(page).getByRole("button", { name: "Next" }).click();
    await expectPage(page, 2);
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await pageButton(page, 3).click();
    await expectPage(page, 3);
    await expect(cards(page)).toHaveCount(3);
    await expect(pagination(page).getByRole("button", { name: "Next" })).toBeDisabled();
    await pagination(page).getByRole("button", { name: "Previous" }).click();
    await expectPage(page, 2);
    await pageButton(page, 1).click();
    await expectPage(page, 1);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the prerendered HTML has the first six titles", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    const text = html
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    for (const title of titles.slice(0, 6)) expect(text).toContain(title);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the static page shows the first page of all articles", async ({ page }) => {
      await page.goto("/blog?page=3");
      await expect(resultsHeading(page)).toHaveText("15 articles found");
      await expect(page.getByText("Showing 1 to 6 of 15 articles")).toBeVisible();
      await expect(cardTitles(page)).toHaveText(titles.slice(0, 6));
    });

    test("search and the category filter, which need the island, are hidden", async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByRole("search")).toBeHidden();
      await expect(categorySelect(page)).toBeHidden();
      await expect(cardTitles(page)).toHaveText(titles.slice(0, 6));
    });
  });

  test("changing the category goes back to page 1", async ({ page }) => {
    await page.goto("/blog?page=2");
    await expectPage(page, 2);
    const category = articles[9]!.category;
    await categorySelect(page).selectOption(category);
    await expect(resultsHeading(page)).toHaveText("1 article found");
    await expect(cardTitles(page)).toHaveText([titles[9]!]);
    await expect(pagination(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/page=/);
    // Back to all categories: page 1, not the page 2 we came from.
    await categorySelect(page).selectOption({ label: "All Categories" });
    await expectPage(page, 1);
  });

  test("changing the search text keeps the page", async ({ page }) => {
    const query = ["CARE", "home", "at home", "safe"].find((q) => {
      const count = matching(q).length;
      return count > PAGE_SIZE && count <= 2 * PAGE_SIZE && count < articles.length;
    });
    expect(query, "a query matching 7 to 12 of the articles").toBeDefined();
    const expected = matching(query!).map((article) => article.title);

    await page.goto("/blog");
    await pageButton(page, 2).click();
    await expectPage(page, 2);
    await searchBox(page).fill(query!);
    await expect(resultsHeading(page)).toHaveText(`${expected.length} articles found`);
    await expectPage(page, 2, expected);
    await expect(page).toHaveURL(/page=2/);
  });

  test("the empty state, and View All Articles brings back all fifteen", async ({ page }) => {
    await page.goto("/blog");
    await categorySelect(page).selectOption(articles[4]!.category);
    await searchBox(page).fill("zzzz no such article");
    await expect(resultsHeading(page)).toHaveText("0 articles found");
    await expect(page.getByText("No articles found", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or browse all categories."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);

    await page.getByRole("button", { name: "View All Articles" }).click();
    await expect(resultsHeading(page)).toHaveText("15 articles found");
    await expect(searchBox(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("");
    await expectPage(page, 1);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the view is kept in the URL: reload and the back button", async ({ page }) => {
    const query = "home";
    const expected = matching(query).map((article) => article.title);
    expect(expected.length, `"${query}" fills more than one page`).toBeGreaterThan(PAGE_SIZE);

    await page.goto("/blog");
    await searchBox(page).fill(query);
    await pageButton(page, 2).click();
    await expectPage(page, 2, expected);
    await expect(page).toHaveURL(/\?q=home&page=2$/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(query);
    await expectPage(page, 2, expected);

    await page.goBack();
    await expectPage(page, 1, expected);
    await expect(searchBox(page)).toHaveValue(query);
    await page.goForward();
    await expectPage(page, 2, expected);

    const category = articles[1]!.category;
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(categorySelect(page)).toHaveValue(category);
    await expect(cardTitles(page)).toHaveText([titles[1]!]);
  });

  test("a page change scrolls to the top and moves focus to the results", async ({ page }) => {
    await page.goto("/blog");
    await pagination(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pageButton(page, 2).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(resultsHeading(page)).toBeFocused();
    await expectPage(page, 2);
  });

  test("with reduced motion the jump to the top is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog");
    await pagination(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pagination(page).getByRole("button", { name: "Next" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectPage(page, 2);
  });
});
