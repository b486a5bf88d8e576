import axe from "axe-core";
import type { Page } from "@playwright/test";
import { renderAll } from "./render-all";

/** The rules every axe run of the e2e suite applies: WCAG 2.0 to 2.2 A and AA, and best practice. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Axe's violations on the page as it is, every block drawn first (render-all.ts), one line a
 * rule (`rule-id: target, target`).
 *
 * axe-core runs in the page itself, once: `axe.run` on the document with the tags' rules,
 * describing only what fails (`resultTypes: ["violations"]`: one node of each passing rule
 * instead of a selector and an HTML excerpt for every node of the page; every node of a
 * violation is still listed). Not through `@axe-core/playwright`'s `AxeBuilder`, which opens a
 * second page for every run to merge the frames' partial results (`axe.finishRun` on a blank
 * page, axe's 550 kB injected again there) and, in its legacy mode, injects axe twice: on 15
 * pages, run for run, 3.6 s / 1.5 s (legacy) / 0.95 s here, the same 91 or 92 rules and the
 * same violations (docs/TESTING.md). Same-origin frames get axe too and answer the top frame's
 * run, as in AxeBuilder's legacy mode (the site's pages have none).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderAll(page);
  for (const frame of page.frames()) {
    // A frame axe cannot enter (another origin, gone) is left out, as AxeBuilder leaves it.
    await frame.evaluate(axe.source).catch((error: unknown) => {
      if (frame === page.mainFrame()) throw error;
    });
  }
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, WCAG_TAGS);
  return violations.map(({ id, targets }) => `${id}: ${targets.join(", ")}`);
}
