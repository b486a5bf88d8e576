/**
 * The `test:site` gate for the shell's weight (issue 32): the elements outside a page's <main>
 * (head, header, menus, footer) are parsed, styled and laid out on every page view, and at the
 * slow end of a phone that first layout is most of the blocking time. The shell went from about
 * 390 to 250 elements (a service page); this holds every page with a <main> to SHELL_ELEMENTS_MAX, so a new
 * wrapper in the header or footer is seen on all ~100 pages at once, from the files.
 *
 * An element is a start tag in the HTML (`<a`, `<svg`, `<use`…), what a script or a stylesheet
 * says inside its own tag left out; a <template>'s contents count (they are parsed too). The
 * page's icon symbols (one `<svg class="icon-symbols">` first in the body, scripts/lib/page-icons.mjs)
 * count as one: never styled nor laid out themselves, they replaced the sprite's 131, which the
 * phone parsed as a document of their own.
 */

/**
 * The most elements outside <main> a page may carry: a Spanish article's 274 (the shell's 253,
 * its article meta tags and breadcrumb), and one to spare. A service page's is 250.
 */
const SHELL_ELEMENTS_MAX = 275;

const START_TAG = /<[a-zA-Z]/g;
const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi;
const ICON_SYMBOLS = /<svg class="icon-symbols">(?:<symbol\b[\s\S]*?<\/symbol>)*<\/svg>/g;

/**
 * Elements outside <main>, or undefined for a page without one.
 * @param {string} html
 * @returns {number | undefined}
 */
export function shellElementCount(html) {
  const text = html
    .replace(RAW_TEXT, (_whole, tag) => `<${tag}></${tag}>`)
    .replace(ICON_SYMBOLS, "<svg></svg>");
  const start = text.search(/<main\b/i);
  const end = text.search(/<\/main>/i);
  if (start === -1 || end === -1) return undefined;
  const count = (/** @type {string} */ part) => part.match(START_TAG)?.length ?? 0;
  return count(text.slice(0, start)) + count(text.slice(end));
}

/**
 * One problem per page whose shell carries more than `max` elements.
 * @param {Map<string, string>} pages built file (e.g. "contact.html") to its HTML
 * @param {number} [max]
 * @returns {string[]}
 */
export function shellElementProblems(pages, max = SHELL_ELEMENTS_MAX) {
  const problems = [];
  for (const [file, html] of pages) {
    const count = shellElementCount(html);
    if (count !== undefined && count > max) {
      problems.push(
        `/${file.replace(/\.html$/, "")}: ${count} elements outside <main>, more than ${max}`,
      );
    }
  }
  return problems;
}
