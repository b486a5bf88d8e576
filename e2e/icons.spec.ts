import { expect, test, type Page } from "@playwright/test";

// Icons are drawn with <use>: a built page names its own copy of each symbol it draws
// (`#phone`, scripts/lib/page-icons.mjs), and an island names the cached sprite
// (/_astro/icons.<hash>.svg#name) for an icon its page's HTML does not have. `npm run test:site`
// checks from the files that each href names a symbol; here the browser: each icon is drawn (a
// <use> whose symbol is missing draws nothing: an empty box), in English and Spanish, a page asks
// for no sprite, and an island's own icon comes from the sprite, which the server sends as an SVG
// the page's CSP lets <use> load, cached for a year.

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

/** Every request the page makes for the sprite file. */
function watchSprite(page: Page) {
  const sprites: string[] = [];
  page.on("response", (response) => {
    if (SPRITE.test(new URL(response.url()).pathname)) sprites.push(response.url());
  });
  return sprites;
}

const SPRITE = /^\/_astro\/icons\.[\w-]+\.svg$/;

for (const path of ["/services/skilled-nursing", "/es/services/skilled-nursing", "/contact"]) {
  test(`every visible icon of ${path} is drawn from the page's own symbols; no sprite is asked for`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const sprites = watchSprite(page);
    await page.goto(path);
    await page.waitForLoadState("load");
    const icons = await drawnIcons(page);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.filter((icon) => !icon.drawn)).toEqual([]);
    expect(icons.filter((icon) => !/^#[\w-]+$/.test(icon.href))).toEqual([]);
    expect(sprites).toEqual([]);
    expect(violations).toEqual([]);
    // The symbols themselves draw nothing and take no room (an unstyled <svg> is 300 by 150).
    await expect(page.locator("body > svg.icon-symbols")).toHaveCount(1);
    expect(await page.locator("body > svg.icon-symbols").boundingBox()).toBeNull();
  });
}

test("an island's icon its page lacks is drawn from the sprite, an SVG cached for a year", async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const sprites = watchSprite(page);
  await page.goto("/");
  // The ZIP check's "not served" mark (circle-x) is in no part of the home page's HTML.
  await expect(page.locator('use[href="#circle-x"]')).toHaveCount(0);
  const zip = page.locator("[data-zip-check]");
  await zip.getByRole("textbox", { name: "Do we serve your area?" }).fill("90210");
  await expect(zip).toHaveAttribute("data-hydrated", "");
  await zip.getByRole("button", { name: "Check" }).click();
  await expect(zip.getByRole("status")).toContainText("90210 is outside");
  const mark = zip.locator('svg > use[href$="#circle-x"]');
  await expect(mark).toHaveAttribute("href", /^\/_astro\/icons\.[\w-]+\.svg#circle-x$/);
  await expect
    .poll(() => mark.evaluate((use: SVGUseElement) => use.getBBox().width))
    .toBeGreaterThan(0);
  expect(sprites).toHaveLength(1);
  expect(violations).toEqual([]);
  const response = await request.get(sprites[0]!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
