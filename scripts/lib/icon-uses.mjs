/**
 * The icon gate (`npm run test:site`, issue 32): icons are drawn with <use href>, from the page's
 * own copy of the sprite's symbols (scripts/lib/page-icons.mjs) or from the sprite itself
 * (src/components/ui/icon.tsx), so a page's icon is only as good as the symbol its href names.
 * Every <use href> of a built page must name a <symbol id> of the page itself (`#phone`) or of a
 * file of the build (not a data: URL, nor another origin); no page may carry an inline copy of a
 * lucide icon (`<svg class="lucide…">`), which would mean a component still draws its own; and
 * no script may carry lucide-react's code (an island that draws its icons itself, perhaps only
 * after a click, which the pages' HTML would not show).
 */

const USE = /<use\b[^>]*?\s(?:xlink:)?href="([^"]*)"/g;
const SYMBOL_ID = /<symbol\b[^>]*?\sid="([^"]+)"/g;
const LUCIDE_SVG = /<svg\b[^>]*?\sclass="(?:[^"]*\s)?lucide[\s"-]/g;
// lucide-react's own code names its classes `lucide-${name}`; its icons' modules, lucide's data.
const LUCIDE_CODE = /lucide-\$\{|"lucide"|createLucideIcon|__iconNode|__iconData/;

/**
 * @param {{ pages: Map<string, string>, files: Set<string>, readFile: (file: string) => string }} site
 *   pages: HTML by file (relative to out/); files: every file of the build; readFile: a file's text
 * @returns {string[]} one line per problem
 */
export function iconUseProblems({ pages, files, readFile }) {
  /** @type {Map<string, Set<string>>} symbol ids by sprite file, read once each */
  const sprites = new Map();
  const symbolsOf = (/** @type {string} */ file) => {
    let ids = sprites.get(file);
    if (!ids) {
      ids = new Set([...readFile(file).matchAll(SYMBOL_ID)].map((match) => match[1] ?? ""));
      sprites.set(file, ids);
    }
    return ids;
  };
  const problems = [];
  for (const [page, html] of pages) {
    const where = `/${page.replace(/\.html$/, "")}`;
    /** @type {Set<string>} each broken href once per page */
    const reported = new Set();
    const ownSymbols = new Set([...html.matchAll(SYMBOL_ID)].map((match) => match[1] ?? ""));
    for (const [, href = ""] of html.matchAll(USE)) {
      const problem = href.startsWith("#")
        ? ownSymbols.has(href.slice(1))
          ? undefined
          : `names a symbol the page does not have (${href})`
        : hrefProblem(href, files, symbolsOf);
      if (problem && !reported.has(href)) {
        reported.add(href);
        problems.push(`${where}: <use href="${href}"> ${problem}`);
      }
    }
    const inline = html.match(LUCIDE_SVG)?.length ?? 0;
    if (inline > 0) {
      problems.push(`${where}: ${inline} inline lucide <svg> (draw it with <Icon name>)`);
    }
  }
  for (const file of files) {
    if (/\.m?js$/.test(file) && LUCIDE_CODE.test(readFile(file))) {
      problems.push(`/${file}: carries lucide-react's code (draw its icons with <Icon name>)`);
    }
  }
  return problems;
}

/**
 * @param {string} href
 * @param {Set<string>} files
 * @param {(file: string) => Set<string>} symbolsOf
 * @returns {string | undefined}
 */
function hrefProblem(href, files, symbolsOf) {
  const hash = href.indexOf("#");
  if (!href.startsWith("/") || href.startsWith("//")) return "is not a file of this site";
  if (hash === -1) return "names no symbol (#id)";
  const file = decodeURIComponent(href.slice(1, hash).split("?")[0] ?? "");
  if (!files.has(file)) return `names a file the build does not have (${file})`;
  const id = href.slice(hash + 1);
  if (!symbolsOf(file).has(id)) return `names a symbol ${file} does not have (#${id})`;
  return undefined;
}
