/**
 * The site gate of the HTML budgets (scripts/lib/budgets.mjs, issue 32): each sitemap page's
 * file, uncompressed, within its budget; a content page with a named exception within 60 kB
 * once its <main> is left out.
 */
import { CONTENT_HTML_KB, htmlBudgetFor } from "./budgets.mjs";
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
    const { kB, content, why } = htmlBudgetFor(route);
    const size = Buffer.byteLength(html);
    if (size > kB * 1024)
      problems.push(
        `${route}: ${(size / 1024).toFixed(1)} kB of HTML > ${kB} kB (${content ? "content page" : "page"})`,
      );
    // An exception for a content page's own text: without its <main> the page fits 60 kB.
    if (content && why?.startsWith("its own text") && kB > CONTENT_HTML_KB) {
      const shell = Buffer.byteLength(html.replace(/<main\b[\s\S]*<\/main>/, ""));
      if (shell > CONTENT_HTML_KB * 1024)
        problems.push(
          `${route}: ${(shell / 1024).toFixed(1)} kB without its <main> > ${CONTENT_HTML_KB} kB: an exception covers the page's own text, not its shell`,
        );
    }
  }
  return problems;
}
