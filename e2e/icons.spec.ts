import { expect, test, type Page } from "@playwright/test";

// Icons are drawn with <use href="/_astro/icons.<hash>.svg#name"> (src/components/ui/icon.tsx).
// `npm run test:site` checks from the files that each href names a symbol of a built file; here
// the browser: the server sends the sprite as an SVG the page's CSP lets <use> load, cached for
// a year, and each icon is drawn (a <use> whose file or symbol is missing draws nothing: an
// empty box), in English and Spanish, in the server-rendered HTML and in a hydrated island.

/** The drawn size of each icon of the page, and every CSP violation it reported. */
async function drawnIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>("svg > use")]
      .filter((use) => use.closest("svg")!.getClientRects().length > 0)
      .map((use) => {
        const box = use.getBBox();
        return { href: use.getAttribute("href") ?? "", drawn: box.width > 0 && box.height > 0 };
      }),
  );
}

async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const path of ["/services/skilled-nursing", "/es/services/skilled-nursing", "/contact"]) {
  test(`every visible icon of ${path} is drawn from the sprite, under the CSP`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const sprites = new Set<string>();
    page.on("response", (response) => {
      if (/\/_astro\/icons\.[\w-]+\.svg$/.test(new URL(response.url()).pathname))
        sprites.add(response.url());
    });
    await page.goto(path);
    await page.waitForLoadState("load");
    const icons = await drawnIcons(page);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.filter((icon) => !icon.drawn)).toEqual([]);
    // One file for every icon of the page.
    expect(new Set(icons.map((icon) => icon.href.split("#")[0])).size).toBe(1);
    expect(sprites.size).toBe(1);
    expect(violations).toEqual([]);
  });
}

test("the sprite is an SVG cached for a year", async ({ page, request }) => {
  await page.goto("/contact");
  const href = await page.locator("svg > use").first().getAttribute("href");
  const response = await request.get(href!.split("#")[0]!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
