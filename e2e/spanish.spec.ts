import { expect, test, type Page } from "@playwright/test";
import { englishOnlyStrings } from "./support/dictionary";
import { builtSitemapPaths } from "./support/routes";

/*
 * Spanish under /es (docs/LANGUAGES.md). Every Spanish page of the sitemap, once, in the
 * browser: `lang="es"`, the switch to English in view, the review notice with the interpreter
 * line, and no text of the page's own UI in English once its islands run (readable without
 * JavaScript: no-javascript.spec.ts's sweep).
 * (On every sitemap page, the Spanish ones included: a11y.spec.ts runs axe at 1280 px, and at
 * 320 px on one page per template; `npm run test:site` checks from the HTML lang, canonical,
 * the hreflang pairs both ways with x-default, and that every copy of the language switch, on
 * both pages of a pair, leads to the other (scripts/lib/page-head.mjs); bundles/budget check
 * the JavaScript.)
 */
const sitemap = builtSitemapPaths();
const spanishPages = sitemap.filter((path) => path === "/es" || path.startsWith("/es/"));
const englishOf = (path: string) => (path === "/es" ? "/" : path.slice(3));

test("the sitemap lists the Spanish pages the brief asks for, each beside its English page", () => {
  for (const path of [
    "/es",
    "/es/services",
    "/es/services/skilled-nursing",
    "/es/services/limits",
    "/es/insurance",
    "/es/insurance/medicare",
    "/es/insurance/medicaid",
    "/es/insurance/verify",
    "/es/contact",
    "/es/service-areas",
    "/es/careers",
    "/es/nondiscrimination",
    "/es/privacy-policy",
    "/es/accessibility",
    "/es/blog",
  ]) {
    expect(spanishPages).toContain(path);
  }
  expect(spanishPages.filter((path) => path.startsWith("/es/services/"))).toHaveLength(11);
  expect(spanishPages.filter((path) => path.startsWith("/es/blog/"))).toHaveLength(5);
  for (const path of spanishPages) expect(sitemap).toContain(englishOf(path));
  // A page without a Spanish version has no /es URL.
  expect(spanishPages).not.toContain("/es/about");
});

let english: Set<string>;
test.beforeAll(async () => {
  english = await englishOnlyStrings();
});

/** The page's own text (text nodes and accessible names) outside anything marked another `lang`. */
const ownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const inSpanish = (element: Element | null) =>
      element?.closest("[lang]")?.getAttribute("lang") === "es";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || !inSpanish(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [title], [placeholder], [alt]",
    )) {
      if (!inSpanish(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });

for (const path of spanishPages) {
  test(`${path}: Spanish, the switch to ${englishOf(path)} in view, no English UI text`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const toEnglish = page.locator("a[data-locale-switch]:visible");
    await expect(toEnglish).toHaveAttribute("href", englishOf(path));
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await expect(page.locator("[data-review-notice] a[href^='tel:']")).toBeVisible();
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.some((json) => JSON.parse(json).inLanguage === "es")).toBe(true);

    const inEnglish = (await ownTexts(page)).filter((text) => english.has(text));
    expect(inEnglish, `English UI text on ${path}`).toEqual([]);
  });
}

test("/es/blog lists the five translated articles and says the others are in English", async ({
  page,
}) => {
  await page.goto("/es/blog");
  const links = await page
    .locator("main a[href^='/es/blog/']")
    .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute("href")))]);
  expect(links.sort()).toEqual(spanishPages.filter((path) => path.startsWith("/es/blog/")).sort());
  const note = page.locator("[data-untranslated-note]");
  await expect(note).toContainText("en inglés");
  await expect(note.getByRole("link")).toHaveAttribute("href", "/blog");
  await expect(note.getByRole("link")).toHaveAttribute("hreflang", "en");
});

test("/es/careers says the job postings are in English and marks their own words so", async ({
  page,
}) => {
  await page.goto("/es/careers");
  await expect(page.locator("#openings [data-untranslated-note]")).toContainText("en inglés");
  const titles = page.locator("[data-opening] h3 a");
  expect(await titles.count()).toBeGreaterThan(0);
  for (const title of await titles.all()) await expect(title).toHaveAttribute("lang", "en");
  // The chrome around them is Spanish, the counties too ("Condado de Cook", not "Cook County").
  await expect(page.locator("#openings")).toContainText("Condado de Cook");
  await expect(page.locator("#openings")).not.toContainText("County");
});

for (const width of [375, 640, 1024, 1280]) {
  test(`the Spanish header fits at ${width} px, with the switch in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/es/services");
    for (const element of await page.locator("header a:visible, header button:visible").all()) {
      const box = await element.boundingBox();
      if (box) expect(box.x + box.width, await element.innerText()).toBeLessThanOrEqual(width);
    }
    await expect(page.locator("a[data-locale-switch]:visible")).toHaveCount(1);
  });
}

// A first visit on a slow line may never show the typeface (font-display: optional): the header
// still fits at the desktop breakpoint in the fallback, Arial's metric twin on this machine.
test("the header fits at 1024 px in the fallback font too, in Spanish and English", async ({
  page,
}) => {
  await page.route("**/*.woff2", (route) => route.abort());
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const path of ["/es/services", "/services"]) {
    await page.goto(path);
    for (const element of await page.locator("header a:visible, header button:visible").all()) {
      const box = await element.boundingBox();
      if (box)
        expect(box.x + box.width, `${path}: ${await element.innerText()}`).toBeLessThanOrEqual(
          1024,
        );
    }
  }
});

// Each Spanish page without JavaScript (its heading, its text, the switch to English) is in
// no-javascript.spec.ts's sweep, in the same page load as its other checks.
