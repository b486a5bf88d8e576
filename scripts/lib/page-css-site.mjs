/**
 * The build step around scripts/lib/page-css.mjs: every page of a built folder gets, in place of
 * the whole stylesheet, the part its HTML and its scripts can use (every module it loads on a
 * first visit or on demand, scripts/lib/import-graph.mjs). The whole stylesheets are kept in
 * `_page-css.json` with each page's, for the site gate that checks nothing was lost
 * (scripts/lib/page-css-gate.mjs).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { walkPage } from "./import-graph.mjs";
import { pruneStylesheet } from "./page-css.mjs";
import { decodeEntities, pageScripts, routeFromHtmlPath } from "./page-scripts.mjs";

/** The file that keeps the whole stylesheets, beside the pages. */
export const MANIFEST = "_page-css.json";

/**
 * The stylesheet astro.config.mjs inlines: Tailwind's, known by its licence comment (on a page
 * that imports a font's CSS, /nondiscrimination, after that font's @font-face rules).
 */
const SITE_STYLE =
  /(<style\b[^>]*>)((?:(?!<\/style>)[\s\S])*?\/\*! tailwindcss[\s\S]*?)(<\/style>)/;

/**
 * What a page's classes may come from: its HTML without its styles (attributes decoded: an
 * island's props are JSON in an attribute) and the code of its modules.
 * @param {string} html
 * @param {string[]} code
 */
export function pageText(html, code) {
  const markup = decodeEntities(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " "));
  return [markup, ...code].join("\n");
}

/**
 * @typedef {object} PrunedPage
 * @property {string} file path under the folder, `/`-separated
 * @property {number} before bytes of the inlined stylesheet before
 * @property {number} after bytes after
 */

/**
 * Prune every page under `dir` in place and write the manifest.
 * @param {string} dir a built site
 * @returns {PrunedPage[]}
 */
export function prunePages(dir) {
  /** @type {Map<string, string | undefined>} */
  const modules = new Map();
  const read = (/** @type {string} */ sitePath) => {
    if (!modules.has(sitePath)) {
      const file = path.join(dir, ...sitePath.split("/"));
      modules.set(sitePath, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return modules.get(sitePath);
  };
  /** @type {Record<string, string>} */
  const sheets = {};
  /** @type {Record<string, string>} */
  const pages = {};
  /** @type {PrunedPage[]} */
  const pruned = [];
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html"))
    .sort();
  for (const file of files) {
    const html = readFileSync(path.join(dir, file), "utf8");
    const match = SITE_STYLE.exec(html);
    if (!match) continue;
    const [whole, open = "", css = "", close = ""] = match;
    const { urls, inline } = pageScripts(html);
    const graph = walkPage(
      {
        route: routeFromHtmlPath(file),
        urls,
        inlineModules: inline.filter((s) => s.module).map((s) => s.code),
      },
      read,
    );
    const code = [...graph.firstVisit, ...graph.onDemand].map((sitePath) => read(sitePath) ?? "");
    const kept = pruneStylesheet(css, pageText(html, code));
    const hash = createHash("sha256").update(css).digest("hex").slice(0, 16);
    sheets[hash] = css;
    pages[file] = hash;
    writeFileSync(
      path.join(dir, file),
      html.replace(whole, () => `${open}${kept}${close}`),
    );
    pruned.push({ file, before: Buffer.byteLength(css), after: Buffer.byteLength(kept) });
  }
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ sheets, pages }));
  return pruned;
}
