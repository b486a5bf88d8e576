import { expect, type Page } from "@playwright/test";
import { builtSitemapPaths } from "./support/routes";
import { sweepTest } from "./support/sweep-page";

/**
 * The one sweep without JavaScript: every sitemap page whole without it (spec: pages readable
 * without it), at 375 px, and at 1280 px for a sample: no text left invisible by a script that
 * never runs (opacity 0, visibility hidden: a fade-in waiting for its script), every tab
 * panel's text shown, and no control shown that needs a script to do anything. The same page
 * load (375 px) checks that every phone number is a tel: link that dials it (issue 14), and on
 * a Spanish page that it reads in full (once spanish.spec.ts's and phone-links.spec.ts's own
 * sweeps).
 */
// One page per worker for the whole sweep (support/sweep-page.ts): nothing runs to keep state.
const test = sweepTest({ javaScriptEnabled: false });

/** What is wrong on the page, one line per element (empty when it is whole). */
async function problemsWithoutScript(page: Page): Promise<string[]> {
  // The page runs no script, but Playwright's own evaluation still does.
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
        el.getAttribute("class") ? ` class="${el.getAttribute("class")!.slice(0, 60)}"` : ""
      }> "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    const rendered = (el: Element) => el.checkVisibility();
    const seen = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    // Text whose element is laid out but cannot be seen.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || reported.has(el) || !node.textContent?.trim()) continue;
      if (el.closest("script, style, template, noscript")) continue;
      if (rendered(el) && !seen(el)) {
        reported.add(el);
        problems.push(`invisible text: ${describe(el)}`);
      }
    }
    // Tab panels: all shown, as sections.
    for (const panel of document.querySelectorAll("[role=tabpanel]")) {
      if (!seen(panel)) problems.push(`hidden tab panel: ${describe(panel)}`);
    }
    // Controls that do nothing without a script: a plain button or a field outside any form,
    // or one disabled until its island runs. A disclosure button shown open and disabled (the
    // FAQ's questions) is exempt: its panel is open, so it reads as the question's heading.
    const controls = document.querySelectorAll<HTMLElement>(
      "button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]",
    );
    for (const control of controls) {
      if (!seen(control)) continue;
      const disabled =
        control.matches(":disabled") || control.getAttribute("aria-disabled") === "true";
      const openDisclosure = disabled && control.getAttribute("aria-expanded") === "true";
      const worksAlone =
        control.hasAttribute("commandfor") ||
        control.hasAttribute("popovertarget") ||
        ("form" in control &&
          (control as HTMLButtonElement).form !== null &&
          control.getAttribute("type") !== "button");
      if (openDisclosure) continue;
      if (disabled || !worksAlone)
        problems.push(`control that needs a script: ${describe(control)}`);
    }
    return problems;
  });
}

/**
 * Issue 14: every phone number in the page's prerendered text (scripts off, so every tab, slide
 * and closed answer is in it) sits inside an `<a href="tel:">` that dials that number. A
 * number is a North American one as people write it (847-568-1033, 1-800-222-1222,
 * (847) 568-1033, 847.568.1033) or the relay service, 711. Numbers in 555-0100 to 555-0199 are
 * set aside for examples (the forms' "for example 312-555-0100" hints) and are not checked.
 */
function phoneNumbersNotDialled(page: Page) {
  return page.evaluate(() => {
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
}

/** A Spanish page reads in full without its scripts: its heading, its text, the way back. */
async function expectSpanishReadable(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
  await expect(page.locator("a[data-locale-switch]:visible")).toBeVisible();
}

const paths = builtSitemapPaths();
/** The 1280 px sample: the home page and every tenth page of the sitemap. */
const wideSample = paths.filter((_, index) => index % 10 === 0);

for (const path of paths) {
  for (const width of wideSample.includes(path) ? [375, 1280] : [375]) {
    const narrow = width === 375;
    const spanish = narrow && (path === "/es" || path.startsWith("/es/"));
    const also = narrow ? `, every phone number dials${spanish ? ", it reads in full" : ""}` : "";
    test(`${path} is whole without JavaScript at ${width} px${also}`, async ({
      sweepPage: page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(await problemsWithoutScript(page)).toEqual([]);
      if (narrow)
        expect(await phoneNumbersNotDialled(page)).toEqual({ unlinked: [], misdialled: [] });
      if (spanish) await expectSpanishReadable(page);
    });
  }
}
