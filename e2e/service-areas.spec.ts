import { expect, test, type Page } from "@playwright/test";

/**
 * Spec §9 (names, populations, response times) written out as the oracle, with the major
 * cities the content lists for each county.
 */
const COUNTIES = [
  ["Cook", "5.2M", "Under 24 hours", ["Chicago", "Evanston", "Schaumburg", "Skokie", "Oak Park"]],
  [
    "Lake",
    "714K",
    "Under 24 hours",
    ["Waukegan", "Highland Park", "Lake Forest", "Libertyville", "Mundelein"],
  ],
  [
    "DuPage",
    "932K",
    "Under 24 hours",
    ["Naperville", "Wheaton", "Downers Grove", "Elmhurst", "Lombard"],
  ],
  [
    "Will",
    "696K",
    "Under 48 hours",
    ["Joliet", "Bolingbrook", "Plainfield", "Romeoville", "New Lenox"],
  ],
  [
    "McHenry",
    "310K",
    "Under 48 hours",
    ["Crystal Lake", "McHenry", "Woodstock", "Lake in the Hills"],
  ],
  ["Kane", "516K", "Under 48 hours", ["Aurora", "Elgin", "St. Charles", "Geneva", "Batavia"]],
  ["LaSalle", "109K", "Under 48 hours", ["Ottawa", "Peru", "LaSalle", "Streator", "Mendota"]],
  ["Grundy", "52K", "Under 48 hours", ["Morris", "Coal City", "Minooka", "Gardner"]],
  [
    "Kankakee",
    "107K",
    "Under 48 hours",
    ["Kankakee", "Bourbonnais", "Bradley", "Manteno", "Momence"],
  ],
  ["DeKalb", "104K", "Under 48 hours", ["DeKalb", "Sycamore", "Sandwich", "Genoa"]],
] as const;

const section = (page: Page) => page.getByRole("region", { name: "Counties We Serve" });
const detail = (page: Page) => page.locator("[data-county-detail]");
const countyList = (page: Page) => page.getByRole("list", { name: /choose your county/i });
const listButton = (page: Page, name: string) =>
  countyList(page).getByRole("button", { name: `${name} County`, exact: true });
const countyMap = (page: Page) => page.getByRole("group", { name: /counties we serve/i });
const mapShape = (page: Page, name: string, time: string) =>
  countyMap(page).getByRole("button", {
    name: `${name} County, first visit ${time.replace("Under", "within")}`,
    exact: true,
  });

/**
 * Clicks a county where its name is drawn. (A plain click aims at the middle of the shape's
 * bounding box, which for an irregular county can fall on a neighbour.) The labels let clicks
 * through to the county underneath.
 */
async function clickShape(page: Page, [name, , time]: (typeof COUNTIES)[number]) {
  const shape = mapShape(page, name, time);
  const label = countyMap(page).locator(`[data-county-label="${name.toLowerCase()}"]`);
  // Measured where it will be clicked: scrolling first (a phone's page may still reflow).
  await shape.scrollIntoViewIfNeeded();
  const [shapeBox, labelBox] = await Promise.all([shape.boundingBox(), label.boundingBox()]);
  if (!shapeBox || !labelBox) throw new Error(`${name} is not on the map`);
  await shape.click({
    position: {
      x: labelBox.x + labelBox.width / 2 - shapeBox.x,
      y: labelBox.y + labelBox.height / 2 - shapeBox.y,
    },
  });
}

async function expectDetail(
  page: Page,
  [name, population, time, cities]: (typeof COUNTIES)[number],
) {
  await expect(detail(page).getByRole("heading", { level: 3 })).toHaveText(`${name} County`);
  await expect(detail(page).locator('[data-detail="population"]')).toHaveText(population);
  await expect(detail(page).locator('[data-detail="response-time"]')).toHaveText(
    time.replace("Under", "Within"),
  );
  await expect(detail(page).locator('[data-detail="cities"] li')).toHaveText([...cities]);
  await expect(
    detail(page).getByRole("link", { name: `Request Service in ${name} County` }),
  ).toHaveAttribute("href", "/contact");
}

/** Answers Google with an empty page (the tests run offline) and records every Google host. */
async function stubGoogle(page: Page) {
  const hosts: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (/(^|\.)google(apis|usercontent)?\.com$|(^|\.)gstatic\.com$/.test(host)) hosts.push(host);
  });
  await page.route(/^https:\/\/([a-z0-9-]+\.)*google\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Map</title>",
    }),
  );
  return hosts;
}

test.describe("/service-areas", () => {
  test("heading, intro with six counties, 'Chicago Area' tab and 'Select a County'", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Areas");
    await expect(section(page).getByRole("heading", { level: 2 })).toHaveText("Counties We Serve");
    await expect(section(page)).toContainText(
      "including Cook, Lake, DuPage, Will, McHenry and Kane counties",
    );
    await expect(page.getByRole("tab", { name: "Chicago Area" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(detail(page).getByRole("heading")).toHaveText("Select a County");
    await expect(countyList(page).getByRole("button")).toHaveCount(10);
    await expect(countyMap(page).getByRole("button")).toHaveCount(10);
    await expect(countyList(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(section(page).getByRole("link", { name: "Call 847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
  });

  test("each county's button shows its population, response time and cities", async ({ page }) => {
    await page.goto("/service-areas");
    for (const county of COUNTIES) {
      await listButton(page, county[0]).click();
      await expect(listButton(page, county[0])).toHaveAttribute("aria-pressed", "true");
      await expect(mapShape(page, county[0], county[2])).toHaveAttribute("aria-pressed", "true");
      await expectDetail(page, county);
    }
    await expect(countyList(page).locator('[aria-pressed="true"]')).toHaveCount(1);
  });

  test("each county's shape on the map selects it when clicked", async ({ page }) => {
    await page.goto("/service-areas");
    for (const county of COUNTIES) {
      await clickShape(page, county);
      await expectDetail(page, county);
      await expect(mapShape(page, county[0], county[2])).toHaveAttribute("aria-pressed", "true");
      await expect(listButton(page, county[0])).toHaveAttribute("aria-pressed", "true");
    }
  });

  test("on a phone a choice on the map or in the list brings the county's details into view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/service-areas");
    // The visible area: below the sticky header, above the bottom bar.
    const inView = () =>
      detail(page).evaluate((box) => {
        const rect = box.getBoundingClientRect();
        const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
        const bar = document.querySelector("[data-floating-dock]")!.getBoundingClientRect();
        const floor = bar.height > 0 ? bar.top : innerHeight;
        return rect.top >= header.bottom - 1 && rect.bottom <= floor + 1;
      });
    const county = COUNTIES.find(([name]) => name === "Cook")!;
    await clickShape(page, county);
    await expect(detail(page).getByRole("heading", { level: 3 })).toHaveText("Cook County");
    await expect.poll(inView).toBe(true);

    const last = COUNTIES.at(-1)!;
    await listButton(page, last[0]).scrollIntoViewIfNeeded();
    await expect.poll(inView).toBe(false);
    await listButton(page, last[0]).click();
    await expect(detail(page).getByRole("heading", { level: 3 })).toHaveText(`${last[0]} County`);
    await expect.poll(inView).toBe(true);
  });

  test("the map's counties work with Tab, Enter and Space, with a visible focus ring", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    // The map is an island: its tabs show and its counties take focus once it has hydrated.
    await expect(page.getByRole("tab", { name: "Chicago Area" })).toBeVisible();
    await page.getByRole("tab", { name: "Chicago Area" }).focus();
    await page.keyboard.press("Tab"); // into the tab panel
    await page.keyboard.press("Tab");
    const cook = mapShape(page, "Cook", "Under 24 hours");
    await expect(cook).toBeFocused();
    // The yellow focus band is drawn only while the county has keyboard focus.
    await expect(cook.locator("path").nth(1)).toBeVisible();
    await page.keyboard.press("Enter");
    await expectDetail(page, COUNTIES[0]);

    await page.keyboard.press("Tab");
    const lake = mapShape(page, "Lake", "Under 24 hours");
    await expect(lake).toBeFocused();
    await expect(cook.locator("path").nth(1)).toBeHidden();
    await page.keyboard.press("Space");
    await expectDetail(page, COUNTIES[1]);
    await expect(cook).toHaveAttribute("aria-pressed", "false");
    await expect(lake).toHaveAttribute("aria-pressed", "true");
  });

  test("the county buttons work with Enter and Space", async ({ page }) => {
    await page.goto("/service-areas");
    // The county buttons are disabled until the map island has hydrated.
    await expect(listButton(page, "Will")).toBeEnabled();
    await listButton(page, "Will").focus();
    await page.keyboard.press("Enter");
    await expectDetail(page, COUNTIES[3]);
    await page.keyboard.press("Tab");
    await expect(listButton(page, "McHenry")).toBeFocused();
    await page.keyboard.press("Space");
    await expectDetail(page, COUNTIES[4]);
  });

  test("'Request Service in …' opens /contact", async ({ page }) => {
    await page.goto("/service-areas");
    await listButton(page, "DeKalb").click();
    await detail(page).getByRole("link", { name: "Request Service in DeKalb County" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  });

  test("the USA tab shows Illinois with the 'Chicago Metropolitan Area' label", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    await page.getByRole("tab", { name: "USA" }).click();
    await expect(page.getByRole("tab", { name: "USA" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("img", { name: "Map of Illinois" })).toBeVisible();
    await expect(page.locator("[data-metro-label]")).toHaveText("Chicago Metropolitan Area");
    await expect(page.locator("[data-metro-label]")).toBeVisible();
    await expect(countyMap(page)).toHaveCount(0);
    await page.getByRole("tab", { name: "Chicago Area" }).click();
    await expect(countyMap(page)).toBeVisible();
  });

  test("nothing is requested from Google until the map button is pressed", async ({ page }) => {
    const hosts = await stubGoogle(page);
    await page.goto("/service-areas");
    await page.waitForLoadState("networkidle");
    await listButton(page, "Cook").click();
    await page.getByRole("tab", { name: "USA" }).click();
    await page.getByRole("tab", { name: "Chicago Area" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(hosts).toEqual([]);

    const show = page.getByRole("button", { name: "Show interactive Google map" });
    await expect(show).toBeVisible();
    await expect(page.getByText("This loads a map from Google")).toBeVisible();
    await show.click();
    const frame = page.locator('iframe[title="Google map of the Chicago metropolitan area"]');
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=Chicago+metropolitan+area&output=embed",
    );
    await expect.poll(() => hosts).toContain("www.google.com");

    await page.getByRole("button", { name: "Hide map" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("tab", { name: "USA" }).click();
    await page.getByRole("button", { name: "Show interactive Google map" }).click();
    await expect(page.locator('iframe[title="Google map of Illinois"]')).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=Illinois&output=embed",
    );
  });
});

test("/about embeds the same service-area section", async ({ page }) => {
  await page.goto("/about");
  await expect(section(page)).toBeVisible();
  await listButton(page, "Grundy").click();
  await expectDetail(page, COUNTIES[7]);
});
