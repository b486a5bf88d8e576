import { expect, test } from "@playwright/test";
import { builtSitemapPaths } from "./support/routes";

/**
 * Issue 14: every phone number on the site is a `tel:` link. Each sitemap page is read as its
 * prerendered HTML (scripts off, so every tab, slide and closed answer is in the page), and
 * every number in its text must sit inside an `<a href="tel:">` that dials that number.
 *
 * A number is a North American one as people write it (847-568-1033, 1-800-222-1222,
 * (847) 568-1033, 847.568.1033) or the relay service, 711. Numbers in 555-0100 to 555-0199 are
 * set aside for examples (the forms' "for example 312-555-0100" hints) and are not checked.
 */
test.use({ javaScriptEnabled: false });

for (const path of builtSitemapPaths()) {
  test(`${path}: every phone number is a tel: link that dials it`, async ({ page }) => {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const number = /(?<!\d)(?:1[-. ])?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?!\d)|\b711\b/g;
      const example = /555[-. ]01\d\d$/;
      const digits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
      const unlinked: string[] = [];
      const misdialled: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style")) continue;
        const text = node.textContent ?? "";
        for (const match of text.matchAll(number)) {
          if (example.test(match[0])) continue;
          const link = parent.closest<HTMLAnchorElement>('a[href^="tel:"]');
          const context = text.slice(Math.max(0, match.index - 40), match.index + 40).trim();
          if (!link) unlinked.push(`"${match[0]}" in "${context}"`);
          else if (digits(link.getAttribute("href")!) !== digits(match[0]))
            misdialled.push(`"${match[0]}" dials ${link.getAttribute("href")}`);
        }
      }
      return { unlinked, misdialled };
    });
    expect(found).toEqual({ unlinked: [], misdialled: [] });
  });
}
