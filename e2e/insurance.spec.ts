import { expect, test, type Page } from "@playwright/test";
import { PROVIDER_IDS } from "../test/spec";

const cards = (page: Page) => page.locator("[data-provider-grid] > li");

test.describe("/insurance", () => {
  test("hero, action cards and the providers tab by default", async ({ page }) => {
    await page.goto("/insurance");
    await expect(page.getByText("14+ Insurance Plans")).toBeVisible();
    await expect(page.getByText("Pre-Authorization Help")).toBeVisible();
    await expect(page.getByRole("link", { name: "Check Your Eligibility" })).toHaveAttribute(
      "href",
      "/insurance/verify",
    );
    const actions = page.locator("[data-action-cards] > li");
    await expect(actions).toHaveCount(3);
    await expect(actions.nth(0)).toContainText("Verify Coverage");
    await expect(actions.nth(0).locator("a")).toHaveAttribute("href", "/insurance/verify");
    await expect(actions.nth(1).locator("a")).toHaveAttribute("href", "/insurance/calculator");
    await expect(actions.nth(2).locator("a")).toHaveAttribute("href", "tel:+18475681033");
    await expect(page.getByRole("tab", { name: "Insurance Providers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(cards(page)).toHaveCount(14);
    await expect(
      page.getByRole("searchbox", { name: "Search insurance providers" }),
    ).toHaveAttribute("placeholder", "Search insurance providers...");
  });

  test("search matches name or description case-insensitively, filters narrow, and the view is in the URL", async ({
    page,
  }) => {
    await page.goto("/insurance");
    const search = page.getByRole("searchbox", { name: "Search insurance providers" });
    await search.fill("BLUE");
    await expect(cards(page).locator("h3", { hasText: /^Blue Cross Blue Shield$/ })).toHaveCount(1);
    await expect(cards(page).locator("h3", { hasText: /^Independence Blue Cross$/ })).toHaveCount(
      1,
    );
    await expect(cards(page).locator("h3", { hasText: /^Medicare$/ })).toHaveCount(0);
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/blue/i);
    await expect(page).toHaveURL(/\?q=BLUE$/);

    await search.fill("");
    await page.getByRole("button", { name: "Popular" }).click();
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Popular" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Accepting New Patients" }).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(cards(page).filter({ hasText: "Kaiser Permanente" })).toHaveCount(0);

    await search.fill("medic");
    await page.reload();
    await expect(search).toHaveValue("medic");
    await expect(page.getByRole("button", { name: "Accepting New Patients" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page)).not.toHaveCount(0);
  });

  test("the empty state and Clear Filters reset search and filter", async ({ page }) => {
    await page.goto("/insurance?filter=popular&q=zzzz");
    await expect(
      page.getByText("No insurance providers found matching your search."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByRole("searchbox", { name: "Search insurance providers" })).toHaveValue(
      "",
    );
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  test("changes replace the history entry: Back leaves the page, and comes back to the view", async ({
    page,
  }) => {
    await page.goto("/");
    await page.goto("/insurance");
    await page.getByRole("searchbox", { name: "Search insurance providers" }).fill("blue");
    await page.getByRole("button", { name: "Popular" }).click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("link", { name: /Learn More/ }).click();
    await expect(page).toHaveURL(/\/insurance\/bcbs$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/insurance\?q=blue&filter=popular$/);
    await expect(page.getByRole("searchbox", { name: "Search insurance providers" })).toHaveValue(
      "blue",
    );
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("tab", { name: "Coverage Benefits" }).click();
    await expect(page).toHaveURL(/\/insurance\?tab=benefits&q=blue&filter=popular$/);
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("the benefits and process tabs", async ({ page }) => {
    await page.goto("/insurance");
    await page.getByRole("tab", { name: "Coverage Benefits" }).click();
    await expect(page).toHaveURL(/tab=benefits/);
    const benefits = page.getByRole("tabpanel");
    for (const item of [
      "Skilled nursing care",
      "Wound care management",
      "Home health aide services",
      "Disease management",
    ]) {
      await expect(benefits.getByText(item)).toBeVisible();
    }
    await expect(benefits.locator("li")).toHaveCount(12);
    await page.getByRole("tab", { name: "Authorization Process" }).click();
    await expect(page.getByRole("tabpanel").locator("ol > li h3")).toHaveText([
      /Initial Verification/,
      /Prior Authorization/,
      /Care Plan Approval/,
      /Service Delivery/,
      /Ongoing Management/,
    ]);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Authorization Process" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

// Read from each page's HTML as served (no page load a provider: 14 fewer loads; issue 32). The
// tabs' behaviour is the browser's test below, on one provider.
test("every provider page has the back link and five tabs, overview first, in its HTML", async ({
  request,
}) => {
  for (const id of PROVIDER_IDS) {
    const response = await request.get(`/insurance/${id}`);
    expect(response.status(), id).toBe(200);
    const html = await response.text();
    expect(html, id).toMatch(
      /<a href="\/insurance" class="[^"]*">\s*(<svg\b[^]*?<\/svg>)?\s*Back to Insurance\s*<\/a>/,
    );
    const tabs = [...html.matchAll(/<button\b([^>]*\brole="tab"[^>]*)>([^<]*)</g)];
    expect(
      tabs.map((tab) => tab[2]!.trim()),
      id,
    ).toEqual(["Overview", "Coverage", "Verification", "Calculator", "Contact"]);
    expect(
      tabs.map((tab) => /\saria-selected="true"/.test(tab[1]!)),
      id,
    ).toEqual([true, false, false, false, false]);
    // The open panel, up to the next one, holds the overview's eligibility heading.
    const open =
      /<div\b[^>]*\brole="tabpanel"[^>]*\bdata-state="active"[^>]*>([^]*?)role="tabpanel"/.exec(
        html,
      );
    expect(open?.[1], id).toMatch(/>Eligibility Requirements</);
  }
});

test("a provider page's tabs open coverage, contact, verification and the calculator", async ({
  page,
}) => {
  await page.goto("/insurance/medicare");
  await page.getByRole("tab", { name: "Coverage" }).click();
  await expect(page.getByRole("heading", { name: "Home Health Benefits Covered" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cost Information" })).toBeVisible();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(page.getByRole("link", { name: "1-800-633-4227" })).toHaveAttribute(
    "href",
    "tel:+18006334227",
  );
  await expect(page.getByRole("link", { name: "Request Information" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await page.getByRole("tab", { name: "Verification" }).click();
  await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Calculator" }).click();
  await expect(page.getByRole("button", { name: "Calculate My Costs" })).toBeVisible();
});

test("an unknown provider shows 'Insurance Provider Not Found' with status 404", async ({
  page,
}) => {
  const response = await page.goto("/insurance/not-a-plan");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insurance Provider Not Found");
  await expect(
    page.getByText("The insurance provider you're looking for doesn't exist."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Insurance" }).click();
  await expect(page).toHaveURL(/\/insurance$/);
});

test("an untouched provider page runs no island; the first press of a tab selects it", async ({
  page,
}) => {
  // Issue 32: the tabs (and the page's toasts) hydrate when a visitor comes to them
  // (client:interact), so a page only read loads no React.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/insurance/medicare");
  await page.mouse.move(0, 0);
  await page.waitForLoadState("networkidle");
  const tabs = page.locator("astro-island", { has: page.getByRole("tablist") }).last();
  await expect(tabs).toHaveAttribute("client", "interact");
  expect(scripts).not.toContain(await tabs.getAttribute("component-url"));
  expect(scripts.filter((path) => /\/client\.[\w-]+\.js$/.test(path))).toEqual([]);
  await expect(page.getByRole("tablist")).not.toHaveAttribute("aria-disabled");

  await page.getByRole("tab", { name: "Coverage" }).click();
  await expect(page.getByRole("tab", { name: "Coverage" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Home Health Benefits Covered" })).toBeVisible();
  await expect(tabs).not.toHaveAttribute("ssr");
});
