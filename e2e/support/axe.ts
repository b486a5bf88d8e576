import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { renderAll } from "./render-all";

/** The rules every axe run of the e2e suite applies: WCAG 2.0 to 2.2 A and AA, and best practice. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Axe's violations on the page as it is, every block drawn first (render-all.ts), one line a
 * rule (`rule-id: target, target`).
 *
 * `resultTypes: ["violations"]` keeps one node of each passed, incomplete or inapplicable rule
 * instead of describing them all (a selector and an HTML excerpt for every node of the page):
 * the same rules run and a violation lists every node, in about two thirds of the time
 * (docs/TESTING.md). `.options()` replaces AxeBuilder's options, the rules `withTags` chose
 * among them, so it comes first (the other order runs axe's default rules, without WCAG 2.2's
 * target-size: a11y.spec.ts's "the axe gate" test fails then).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderAll(page);
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
