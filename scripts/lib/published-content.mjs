/**
 * Gates on what the built pages promise and publish (issue 31), read from out/ as files:
 *
 * - a sample job opening (its page carries `data-opening-sample`) has no JobPosting block, is
 *   `noindex` and is not in the sitemap: Google's job results want only real, open jobs;
 * - /services (and /es/services) links every service page the build made, so the list cannot
 *   drift from the services registry again (Homemaker was missing);
 * - a Spanish page shows no English sentence of its English pair: a text run of the /es page,
 *   outside any element marked with another `lang`, that is word for word in the English page
 *   and reads as English (a common English word or month name in it) is a leak ("Number to be
 *   added", the Care Compare block). Names, addresses and places are the same in both
 *   languages and have no such word.
 */

/** Elements that never have content or an end tag. */
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/**
 * Proper names with an English word in them, the same in both languages: a place ("Lake in
 * the Hills") and a federal office's portal, which is only in English.
 */
const NAMES = /Lake in the Hills|Office for Civil Rights Complaint Portal/g;

/** Words that make a run English (a name or an address has none of them). */
const ENGLISH =
  /\b(the|and|of|to|for|our|your|we|you|with|is|are|be|by|from|out|what|how|this|that|not|no|see|call|added|stars?|January|February|March|April|May|June|July|August|September|October|November|December)\b/i;

/**
 * The text runs of `html`'s body, each with the language of its nearest element that has a
 * `lang` (the page's own for the rest). Scripts, styles, SVG and templates are left out.
 * @param {string} html
 * @returns {{ text: string, lang: string }[]}
 */
export function textRuns(html) {
  const pageLang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? "";
  const start = html.indexOf("<body");
  const body = start === -1 ? html : html.slice(start);
  /** @type {{ tag: string, lang: string }[]} */
  const stack = [];
  /** @type {{ text: string, lang: string }[]} */
  const runs = [];
  let skip = 0;
  let last = 0;
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
  for (let match = tags.exec(body); match; match = tags.exec(body)) {
    if (!skip) {
      const text = body.slice(last, match.index).replace(/\s+/g, " ").trim();
      if (text) runs.push({ text, lang: stack.at(-1)?.lang ?? pageLang });
    }
    last = tags.lastIndex;
    const [, closing, rawTag, attributes = ""] = match;
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    const raw = /^(script|style|svg|template)$/.test(tag);
    if (closing) {
      const at = stack.map((entry) => entry.tag).lastIndexOf(tag);
      if (at !== -1) stack.length = at;
      if (raw) skip = Math.max(0, skip - 1);
      continue;
    }
    if (VOID.has(tag) || attributes.trimEnd().endsWith("/")) continue;
    const lang = /\blang="([^"]*)"/.exec(attributes)?.[1] ?? stack.at(-1)?.lang ?? pageLang;
    stack.push({ tag, lang });
    if (raw) skip += 1;
  }
  return runs;
}

/**
 * English sentences of `english` shown as Spanish on `spanish` (its pair).
 * @param {string} spanish
 * @param {string} english
 */
export function spanishLeaks(spanish, english) {
  const englishTexts = new Set(textRuns(english).map((run) => run.text));
  return [
    ...new Set(
      textRuns(spanish)
        .filter((run) => run.lang.startsWith("es") && englishTexts.has(run.text))
        .map((run) => run.text)
        .filter((text) => ENGLISH.test(text.replace(NAMES, "").replace(/&[a-z#0-9]+;/gi, " "))),
    ),
  ];
}

/**
 * Where the list that opens just before `from` ends: its matching </ul>, nested lists counted.
 * @param {string} html
 * @param {number} from
 */
function listEnd(html, from) {
  const tags = /<(\/?)ul\b/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return html.length;
}

/**
 * @param {{ pages: Map<string, string>, sitemapPaths: string[] }} site
 *   `pages`: file (relative to out/, "services.html", "es/services.html") to HTML
 * @returns {string[]}
 */
export function publishedContentProblems({ pages, sitemapPaths }) {
  /** @type {string[]} */
  const problems = [];
  const routeOf = (/** @type {string} */ file) =>
    `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
  const listed = new Set(sitemapPaths.map((p) => p.replace(/\/$/, "") || "/"));

  for (const [file, html] of pages) {
    if (!html.includes("data-opening-sample")) continue;
    const route = routeOf(file);
    if (!/<meta name="robots" content="noindex"/.test(html))
      problems.push(`${route}: a sample opening without <meta name="robots" content="noindex">`);
    if (/"@type"\s*:\s*"JobPosting"/.test(html))
      problems.push(`${route}: a sample opening publishes JobPosting data`);
    if (listed.has(route)) problems.push(`${route}: a sample opening is in the sitemap`);
  }

  for (const prefix of ["", "es/"]) {
    const page = pages.get(`${prefix}services.html`) ?? "";
    // The grid of cards only: the menu and the footer link every service anyway.
    const grid = page.indexOf("data-services-grid");
    if (grid === -1) continue;
    const overview = page.slice(grid, listEnd(page, grid));
    const services = [...pages.keys()]
      .map((file) => new RegExp(`^${prefix}services/([^/]+)\\.html$`).exec(file)?.[1])
      .filter((id) => id && id !== "limits");
    for (const id of services) {
      const href = `/${prefix}services/${id}`;
      if (!overview.includes(`href="${href}"`))
        problems.push(`/${prefix}services: no link to ${href}`);
    }
  }

  for (const [file, html] of pages) {
    if (!file.startsWith("es/") && file !== "es.html") continue;
    const english = pages.get(file === "es.html" ? "index.html" : file.slice(3));
    if (!english) continue;
    for (const leak of spanishLeaks(html, english))
      problems.push(`${routeOf(file)}: English on the Spanish page: "${leak}"`);
  }
  return problems;
}
