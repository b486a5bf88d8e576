import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/no-such-page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect
    .poll(() => errors.join("\n"))
    .toContain("404 Error: User attempted to access non-existent route: /no-such-page/here");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oops/);
});

test("the not-found page keeps the site's header and footer", async ({ page }) => {
  await page.goto("/missing");
  await expect(
    page.locator("header").first().getByRole("link", { name: "Get Care Now" }),
  ).toBeVisible();
  await expect(page.locator("footer")).toContainText(`© ${new Date().getFullYear()} `);
});

test("the 404 page asks for the site font like every other page, and no page holds its first paint for it", async ({
  request,
}) => {
  // The typeface's @font-face (font-display: optional, with the metric-matched fallback) is
  // inline in every page; no page preloads it (Document.astro: a preloaded optional face holds
  // the first paint).
  const faces = (html: string) =>
    [...html.matchAll(/@font-face\{font-family:"Atkinson Hyperlegible Next";[^}]*\}/g)].map(
      (m) => m[0],
    );
  const fontPreloads = (html: string) =>
    html.match(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
  const home = await (await request.get("/")).text();
  const missing = await (await request.get("/a-missing-page")).text();
  expect(faces(home)).toHaveLength(1);
  expect(faces(home)[0]).toContain("font-display:optional");
  expect(faces(missing)).toEqual(faces(home));
  expect(fontPreloads(home)).toEqual([]);
  expect(fontPreloads(missing)).toEqual([]);
});

test("a provider's id in capitals finds its page (ids are case-insensitive)", async ({ page }) => {
  await page.goto("/insurance/MEDICARE");
  await expect(page).toHaveURL(/\/insurance\/medicare$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Medicare");
  await page.goto("/Insurance/Medicaid?tab=calculator");
  await expect(page).toHaveURL(/\/insurance\/medicaid\?tab=calculator$/);
});

test("an unknown provider's title matches its heading", async ({ page }) => {
  await page.goto("/insurance/NOT-A-PLAN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insurance Provider Not Found");
  await expect(page).toHaveTitle(/^Insurance Provider Not Found \|/);
  await expect(page).toHaveURL(/\/insurance\/NOT-A-PLAN$/);
});
