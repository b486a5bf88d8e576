import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sitemapPaths } from "./support/routes";
import { renderAll } from "./support/render-all";

/**
 * The Section 1557 notice with its language taglines (/nondiscrimination) and the
 * accessibility statement (/accessibility). The oracle is written out here, not imported.
 */

const PHONE = "847-568-1033";

/** English, then HHS OCR's top 15 languages for Illinois: [English name, lang, dir]. */
const TAGLINES = [
  ["English", "en", "ltr"],
  ["Spanish", "es", "ltr"],
  ["Polish", "pl", "ltr"],
  ["Chinese", "zh-Hans", "ltr"],
  ["Korean", "ko", "ltr"],
  ["Tagalog", "tl", "ltr"],
  ["Arabic", "ar", "rtl"],
  ["Russian", "ru", "ltr"],
  ["Gujarati", "gu", "ltr"],
  ["Urdu", "ur", "rtl"],
  ["Vietnamese", "vi", "ltr"],
  ["Italian", "it", "ltr"],
  ["Hindi", "hi", "ltr"],
  ["French", "fr", "ltr"],
  ["Greek", "el", "ltr"],
  ["German", "de", "ltr"],
] as const;

/** The font that must draw each language's own letters (family name inside the font file). */
const SCRIPT_FONT: Record<string, RegExp> = {
  "zh-Hans": /^Noto Sans SC/,
  ko: /^Noto Sans KR/,
  ar: /^Noto Naskh Arabic/,
  ur: /^Noto Nastaliq Urdu/,
  hi: /^Noto Sans Devanagari/,
  gu: /^Noto Sans Gujarati/,
  ru: /^Noto Sans$/,
  el: /^Noto Sans$/,
  vi: /^Noto Sans$/,
};
const OUR_FONTS = /^(Atkinson Hyperlegible Next|Noto )/;

const FOOTER_TARGETS = [
  ["Nondiscrimination Notice", "/nondiscrimination"],
  ["Language Assistance", "/nondiscrimination#language-assistance"],
  ["Accessibility", "/accessibility"],
] as const;

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const taglineItems = (page: Page) => page.locator("#language-assistance > ul > li");

/** Scrolls the list into view (it renders only near the screen) and waits for its fonts. */
async function showTaglines(page: Page) {
  const list = page.locator("#language-assistance > ul");
  await list.scrollIntoViewIfNeeded();
  await page.evaluate(async () => {
    const nodes = document.querySelectorAll<HTMLElement>(
      "#language-assistance [data-tagline-text], #language-assistance [data-tagline-name]",
    );
    // allSettled: the site font's metric-matched fallback face is `local("Arial")`, which
    // rejects on machines without Arial; the real check is which fonts Chromium draws with.
    await Promise.allSettled(
      [...nodes].map((node) => {
        const style = getComputedStyle(node);
        return document.fonts.load(`${style.fontSize} ${style.fontFamily}`, node.textContent);
      }),
    );
    await document.fonts.ready;
  });
  return list;
}

test("/nondiscrimination shows the notice, its sections and the language assistance section", async ({
  page,
}) => {
  await page.goto("/nondiscrimination");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Notice of Nondiscrimination and Language Assistance",
  );
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  const main = page.getByRole("main");
  await expect(main).toContainText("Discrimination is against the law.");
  await expect(main).toContainText(
    "does not discriminate on the basis of race, color, national origin, age, disability, or sex",
  );
  await expect(page.locator("main h2")).toHaveText([
    "1. Free Aids and Services for People with Disabilities",
    "2. Free Language Services",
    "3. How to Ask for These Services",
    "4. How to File a Grievance with Us",
    "5. How to File a Complaint with the Office for Civil Rights",
    "6. Contact Our Section 1557 Coordinator",
    "Language Assistance",
  ]);
  await expect(
    main.locator('a[href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"]'),
  ).toBeVisible();
  await expect(main.locator('a[href="tel:+18003681019"]')).toHaveText("1-800-368-1019");
  await expect(main.locator('a[href="tel:+18005377697"]')).toHaveText("800-537-7697");
  await expect(main.locator("address").first()).toContainText("Wheeling, IL 60090");
  await expect(page.getByRole("region", { name: "Language Assistance" })).toHaveAttribute(
    "id",
    "language-assistance",
  );
});

test("/accessibility shows the statement and its sections", async ({ page }) => {
  await page.goto("/accessibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  await expect(page.locator("main h2")).toHaveText([
    "1. Our Standard",
    "2. How the Site Is Built for Access",
    "3. How We Test",
    "4. Known Limitations",
    "5. Report a Barrier or Get Content Another Way",
    "6. About This Statement",
  ]);
  const main = page.getByRole("main");
  await expect(main).toContainText("WCAG) 2.2 at Level AA");
  await expect(main).toContainText("November 2026");
  await expect(main.locator('a[href="tel:711"]').first()).toBeVisible();
});

test("every tagline carries its lang and dir, and both numbers as left-to-right links", async ({
  page,
}) => {
  await page.goto("/nondiscrimination");
  const items = taglineItems(page);
  await expect(items).toHaveCount(TAGLINES.length);
  for (const [index, [language, lang, dir]] of TAGLINES.entries()) {
    const item = items.nth(index);
    await expect(item, language).toHaveAttribute("lang", lang);
    await expect(item, language).toHaveAttribute("dir", dir);
    await expect(item.locator('[lang="en"]')).toHaveText(language);
    const sentence = item.locator("[data-tagline-text]");
    await expect(sentence).toContainText(PHONE);
    await expect(sentence).toContainText("711");
    const phone = sentence.locator('a[href="tel:+18475681033"]');
    await expect(phone).toHaveText(PHONE);
    await expect(phone).toHaveAttribute("dir", "ltr");
    await expect(sentence.locator('a[href="tel:711"]')).toHaveAttribute("dir", "ltr");
  }
  // The digits keep their order inside right-to-left text.
  const arabicPhone = items.nth(6).locator('a[href="tel:+18475681033"]');
  expect(await arabicPhone.evaluate((a) => getComputedStyle(a).direction)).toBe("ltr");
  expect(await items.nth(6).evaluate((li) => getComputedStyle(li).direction)).toBe("rtl");
});

test("the taglines are drawn with our own fonts: no system fallback, no missing glyphs", async ({
  page,
}, testInfo) => {
  await page.goto("/nondiscrimination");
  const list = await showTaglines(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });

  for (const [language, lang] of TAGLINES) {
    const scope = `#language-assistance li[lang="${lang}"]`;
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: `${scope} [data-tagline-text], ${scope} [data-tagline-text] a, ${scope} [data-tagline-name]`,
    });
    expect(nodeIds.length, language).toBeGreaterThanOrEqual(3);
    const used = new Map<string, { custom: boolean; glyphs: number }>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      for (const font of fonts) {
        const seen = used.get(font.familyName) ?? { custom: font.isCustomFont, glyphs: 0 };
        used.set(font.familyName, { custom: seen.custom, glyphs: seen.glyphs + font.glyphCount });
      }
    }
    const summary = [...used].map(([name, { custom }]) => `${name}${custom ? "" : " (system)"}`);
    for (const [name, { custom }] of used) {
      expect(custom && OUR_FONTS.test(name), `${language} uses ${summary.join(", ")}`).toBe(true);
    }
    const script = SCRIPT_FONT[lang] ?? /^Atkinson Hyperlegible Next/;
    const scriptGlyphs = [...used].filter(([name]) => script.test(name));
    expect(scriptGlyphs.length, `${language} uses ${summary.join(", ")}`).toBeGreaterThan(0);

    // The fonts drew the whole sentence: at least one glyph for every other character.
    const text = await page.locator(`${scope} [data-tagline-text]`).innerText();
    const glyphs = [...used.values()].reduce((sum, font) => sum + font.glyphs, 0);
    expect(glyphs, language).toBeGreaterThanOrEqual([...text.replace(/\s/g, "")].length / 2);
  }

  await testInfo.attach("language-taglines.png", {
    body: await list.screenshot(),
    contentType: "image/png",
  });
});

test("the footer of every page in the sitemap links to the three notices", async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(expect.arrayContaining(["/nondiscrimination", "/accessibility"]));
  for (const path of [...paths, "/a-missing-page"]) {
    const html = await (await request.get(path)).text();
    const start = html.indexOf("<footer");
    expect(start, `${path} has a footer`).toBeGreaterThan(-1);
    const footer = html.slice(start, html.indexOf("</footer>", start));
    // A Spanish page links to the Spanish notice where there is one (docs/LANGUAGES.md).
    const spanish = path === "/es" || path.startsWith("/es/");
    for (const [, href] of FOOTER_TARGETS) {
      const hrefs = spanish ? [`href="/es${href}"`, `href="${href}"`] : [`href="${href}"`];
      expect(
        hrefs.some((attribute) => footer.includes(attribute)),
        `${path} footer links to ${href}`,
      ).toBe(true);
    }
  }
});

test("the footer links work, and Language Assistance lands on the taglines", async ({ page }) => {
  await page.goto("/hipaa-notice");
  const footer = page.getByRole("navigation", { name: "Patients & Families" });
  for (const [name, href] of FOOTER_TARGETS) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await footer.getByRole("link", { name: "Language Assistance", exact: true }).click();
  await expect(page).toHaveURL(/\/nondiscrimination#language-assistance$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Language Assistance" }),
  ).toBeInViewport();

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Patients & Families" })
    .getByRole("link", { name: "Accessibility", exact: true })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
});

test("the verification form points to free language assistance", async ({ page }) => {
  await page.goto("/insurance/verify");
  const link = page.getByRole("link", { name: "Free language assistance and aids are available." });
  await expect(link).toHaveAttribute("href", "/nondiscrimination");
  await expect(page.getByText("Need an interpreter or another format?")).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`axe finds no violations on the notices at ${width} px, taglines rendered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/nondiscrimination", "/accessibility"]) {
      await page.goto(path);
      if (path === "/nondiscrimination") await showTaglines(page);
      await renderAll(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary, `${path} at ${width} px`).toEqual([]);
    }
  });
}
