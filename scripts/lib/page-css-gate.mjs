/**
 * The site gate of the per-page CSS (scripts/lib/page-css.mjs): read from the built files, with
 * the whole stylesheets the build kept in `_page-css.json`.
 *
 * - nothing lost: every rule of the whole stylesheet that can match with the classes of a page's
 *   `class` attributes is in that page's CSS, inside the same @media/@supports/@layer. This reads
 *   the class attributes exactly, not the substring test the pruning uses, so it would catch a
 *   page pruned with the wrong text (its scripts' classes are not in its HTML, so it cannot
 *   check those: scripts/lib/page-css.test.ts does);
 * - a budget: the inlined CSS of a page, bytes (parsed again on every page view).
 */
import { parseCss } from "./css-blocks.mjs";
import { selectorCanMatch } from "./page-css.mjs";

/** The most CSS a page may inline (the largest page, /insurance/medicare, kept 34.7 kB). */
const PAGE_CSS_BUDGET = 38 * 1024;

const SITE_STYLE = /<style\b[^>]*>(\/\*! tailwindcss[\s\S]*?)<\/style>/;

/**
 * The classes of a page's `class` attributes (entities decoded).
 * @internal Exported for its test.
 * @param {string} html
 * @returns {Set<string>}
 */
export function classAttributes(html) {
  const classes = new Set();
  for (const [, , value = ""] of html.matchAll(/\sclass\s*=\s*(["'])([^"']*)\1/gi))
    for (const name of value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

/**
 * The rules of a stylesheet as `@media …>@layer …>selector` keys, those `keep` accepts.
 * @param {import("./css-blocks.mjs").CssNode[]} nodes
 * @param {(selector: string) => boolean} keep
 * @param {string} [context]
 * @returns {string[]}
 */
function ruleKeys(nodes, keep, context = "") {
  return nodes.flatMap((node) => {
    if (node.type === "block") return ruleKeys(node.children, keep, `${context}${node.prelude}>`);
    return node.type === "rule" && keep(node.selector) ? [`${context}${node.selector}`] : [];
  });
}

/**
 * @typedef {object} PageCssManifest
 * @property {Record<string, string>} sheets whole stylesheets by hash
 * @property {Record<string, string>} pages each page's whole stylesheet's hash
 */

/**
 * The problems of the per-page CSS, one line each.
 * @param {object} site
 * @param {Map<string, string>} site.pages HTML by path under the build
 * @param {PageCssManifest | undefined} site.manifest
 * @param {number} [site.budget] bytes
 * @returns {string[]}
 */
export function pageCssProblems({ pages, manifest, budget = PAGE_CSS_BUDGET }) {
  if (!manifest) return ["_page-css.json is missing: the build did not prune the pages' CSS"];
  const problems = [];
  /** @type {Map<string, import("./css-blocks.mjs").CssNode[]>} */
  const parsed = new Map();
  for (const [file, html] of pages) {
    const css = SITE_STYLE.exec(html)?.[1];
    if (css === undefined) continue;
    const whole = manifest.sheets[manifest.pages[file] ?? ""];
    if (whole === undefined) {
      problems.push(`/${file}: no whole stylesheet in _page-css.json`);
      continue;
    }
    const size = Buffer.byteLength(css);
    if (size > budget)
      problems.push(`/${file}: ${(size / 1024).toFixed(1)} kB of CSS > ${budget / 1024} kB`);
    if (!parsed.has(whole)) parsed.set(whole, parseCss(whole));
    const classes = classAttributes(html);
    const has = (/** @type {string} */ name) => classes.has(name);
    const kept = new Set(ruleKeys(parseCss(css), () => true));
    const lost = ruleKeys(parsed.get(whole) ?? [], (selector) =>
      selectorCanMatch(selector, has),
    ).filter((key) => !kept.has(key));
    if (lost.length)
      problems.push(
        `/${file}: ${lost.length} rule(s) its classes use were dropped: ${lost.slice(0, 3).join(" · ")}`,
      );
  }
  return problems;
}
