import { expect, test, type Page } from "@playwright/test";
import { builtSitemapPaths } from "./support/routes";

/**
 * Every sitemap page whole without JavaScript (spec: pages readable without it), at 375 px,
 * and at 1280 px for a sample: no text left invisible by a script that never runs (opacity 0,
 * visibility hidden: a fade-in waiting for its script), every tab panel's text shown, and no
 * control shown that needs a script to do anything.
 */
test.use({ javaScriptEnabled: false });

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

const paths = builtSitemapPaths();
/** The 1280 px sample: the home page and every tenth page of the sitemap. */
const wideSample = paths.filter((_, index) => index % 10 === 0);

for (const path of paths) {
  for (const width of wideSample.includes(path) ? [375, 1280] : [375]) {
    test(`${path} is whole without JavaScript at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(await problemsWithoutScript(page)).toEqual([]);
    });
  }
}
