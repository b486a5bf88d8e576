/**
 * The site gate of the HTML budgets (scripts/lib/budgets.mjs, issue 32): each sitemap page's
 * file, uncompressed, within its budget.
 */
import { htmlBudgetFor } from "./budgets.mjs";
import { routeFromHtmlPath } from "./page-scripts.mjs";

/**
 * The pages over their HTML budget, one line each.
 * @param {Map<string, string>} pages HTML by path under the build
 * @param {readonly string[]} sitemapPaths the routes the sitemap lists
 * @returns {string[]}
 */
export function htmlBudgetProblems(pages, sitemapPaths) {
  const listed = new Set(sitemapPaths);
  const problems = [];
  for (const [file, html] of pages) {
    const route = routeFromHtmlPath(file);
    if (!listed.has(route)) continue;
    const { kB, content } = htmlBudgetFor(route);
    const size = Buffer.byteLength(html);
    if (size > kB * 1024)
      problems.push(
        `${route}: ${(size / 1024).toFixed(1)} kB of HTML > ${kB} kB (${content ? "content page" : "page"})`,
      );
  }
  return problems;
}
