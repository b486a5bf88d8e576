/**
 * The site gate of the per-page CSS (scripts/lib/page-css.mjs): read from the built files, with
 * the whole stylesheets the build kept in `_page-css.json`.
 *
 * - nothing lost: every rule of the whole stylesheet that can match with the classes of a page's
 *   `class` attributes and the elements of its start tags is in that page's CSS, inside the same @media/@supports/@layer. This reads
 *   the class attributes exactly, not the substring test the pruning uses, so it would catch a
 *   page pruned with the wrong text (its scripts' classes are not in its HTML, so it cannot
 *   check those: scripts/lib/page-css.test.ts does);
 * - a budget: the inlined CSS of a page, bytes (parsed again on every page view);
 * - hashes: where a page's own CSP allows styles by hash (scripts/lib/page-csp.mjs), the hash of
 *   each of its `<style>` blocks is in it (a block changed after the headers were written would
 *   be refused by the browser: the page unstyled).
 */
import { parseCss } from "./css-blocks.mjs";
import { inlineStyleHashesOf } from "./page-csp.mjs";
import { selectorCanMatch } from "./page-css.mjs";

/** The most CSS a page may inline (the largest page, /insurance/medicare, kept 34.7 kB). */
const PAGE_CSS_BUDGET = 38 * 1024;
/**
 * Pages allowed more, English and Spanish alike: /nondiscrimination's taglines in fourteen
 * languages keep about 85 @font-face subsets of their fonts (of 251) beside its rules.
 */
const CSS_BUDGET_EXCEPTIONS = new Map([["nondiscrimination.html", 110 * 1024]]);

const SITE_STYLE = /<style\b[^>]*>((?:(?!<\/style>)[\s\S])*?\/\*! tailwindcss[\s\S]*?)<\/style>/;

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
 * The names of a page's elements, as its start tags write them (lower case), and of its data
 * attributes, marked `[` (`[data-site-header`).
 * @internal Exported for its test.
 * @param {string} html
 * @returns {Set<string>}
 */
export function elementNames(html) {
  const names = new Set(
    Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (m) => (m[1] ?? "").toLowerCase()),
  );
  for (const [, name] of html.matchAll(/\s(data-[\w-]+)(?=[\s=>/])/g)) names.add(`[${name}`);
  return names;
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
 * @param {number} [site.budget] bytes, for every page (by default each page's own budget)
 * @returns {string[]}
 */
export function pageCssProblems({ pages, manifest, budget }) {
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
    const limit = budget ?? CSS_BUDGET_EXCEPTIONS.get(file.replace(/^es\//, "")) ?? PAGE_CSS_BUDGET;
    if (size > limit)
      problems.push(`/${file}: ${(size / 1024).toFixed(1)} kB of CSS > ${limit / 1024} kB`);
    if (!parsed.has(whole)) parsed.set(whole, parseCss(whole));
    const classes = classAttributes(html);
    const has = (/** @type {string} */ name) => classes.has(name);
    const elements = elementNames(html);
    const hasElement = (/** @type {string} */ name) => elements.has(name);
    const kept = new Set(ruleKeys(parseCss(css), () => true));
    const lost = ruleKeys(parsed.get(whole) ?? [], (selector) =>
      selectorCanMatch(selector, has, hasElement),
    ).filter((key) => !kept.has(key));
    if (lost.length)
      problems.push(
        `/${file}: ${lost.length} rule(s) its classes use were dropped: ${lost.slice(0, 3).join(" · ")}`,
      );
  }
  return problems;
}

/**
 * The pages whose own CSP lists style hashes but not one of their `<style>` blocks'.
 * @param {Map<string, string>} pages HTML by path under the build
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} rules the build's
 *   `_server-headers.json` (a page's own rule has its clean path as `source`)
 * @returns {string[]}
 */
export function styleHashProblems(pages, rules) {
  const problems = [];
  for (const rule of rules) {
    const csp = rule.headers.find((h) => h.key.toLowerCase() === "content-security-policy");
    const styleSrc = /(?:^|;)\s*style-src([^;]*)/.exec(csp?.value ?? "")?.[1] ?? "";
    if (!/'sha256-/.test(styleSrc) || /'unsafe-inline'/.test(styleSrc)) continue;
    const file = rule.source === "index.html" ? rule.source : `${rule.source}.html`;
    const html = pages.get(file) ?? pages.get(`${rule.source}/index.html`);
    if (html === undefined) continue;
    const missing = inlineStyleHashesOf(html).filter((hash) => !styleSrc.includes(hash));
    if (missing.length)
      problems.push(`/${rule.source}: ${missing.length} <style> block(s) not in its CSP's hashes`);
  }
  return problems;
}
