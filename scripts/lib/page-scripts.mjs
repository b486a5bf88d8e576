/**
 * Which JavaScript a built HTML page asks for on a first visit (pure: HTML string in, lists out).
 *
 * Counted: every `<script src>` and inline `<script>` whose type is JavaScript (classic or module;
 * JSON-LD, import maps and other data blocks are not code), every Astro island's
 * `component-url`, `renderer-url` and `before-hydration-url`, and `<link rel="modulepreload">` or
 * `<link rel="preload" as="script">`, and the files the build's loader of the shell's scripts
 * imports after the first paint (scripts/lib/shell-scripts.mjs). Islands are counted whatever their `client:*` directive: a
 * `client:visible` island below the fold still downloads as soon as it is scrolled to, and the
 * budget is for the page, not for its first screen.
 */

import { loaderSources } from "./shell-scripts.mjs";

/** `type` values the HTML standard runs as a classic script, plus `module`. */
const JS_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/** Astro island attributes that name a module the island imports when it hydrates. */
const ISLAND_URL_ATTRIBUTES = ["component-url", "renderer-url", "before-hydration-url"];

const ENTITIES = /** @type {Record<string, string>} */ ({
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
});

/**
 * An attribute's text with the entities HTML writers use in attributes decoded.
 * @param {string} text
 */
export const decodeEntities = (text) =>
  text.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/**
 * The attributes of a start tag's attribute text (`src="/a.js" type=module defer`), names
 * lower-cased, values entity-decoded; an attribute without a value maps to "".
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function parseAttributes(text) {
  const attributes = new Map();
  for (const match of text.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    const name = (match[1] ?? "").toLowerCase();
    if (attributes.has(name)) continue; // the first occurrence wins, as in a browser
    const raw = match[2] ?? match[3] ?? match[4] ?? "";
    attributes.set(name, decodeEntities(raw));
  }
  return attributes;
}

/**
 * Whether a `<script type>` value runs as JavaScript.
 * @param {string | undefined} type
 */
function isJavaScriptType(type) {
  return JS_TYPES.has((type ?? "").trim().toLowerCase());
}

/**
 * @typedef {{ code: string, module: boolean }} InlineScript
 * @typedef {{ urls: string[], inline: InlineScript[] }} PageScripts
 */

/**
 * The scripts a page loads: `urls` as written in the HTML (deduplicated, in document order) and
 * the inline scripts' code. HTML comments are ignored.
 * @param {string} html
 * @returns {PageScripts}
 */
export function pageScripts(html) {
  const source = html.replace(/<!--[\s\S]*?-->/g, "");
  /** @type {Set<string>} */
  const urls = new Set();
  /** @type {InlineScript[]} */
  const inline = [];

  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1] ?? "");
    if (!isJavaScriptType(attributes.get("type"))) continue;
    const src = attributes.get("src");
    if (src !== undefined) {
      if (src.trim()) urls.add(src.trim());
    } else if ((match[2] ?? "").trim()) {
      const module = attributes.get("type") === "module";
      inline.push({ code: match[2] ?? "", module });
      // The build's loader of the shell's scripts (after the first paint): its files too.
      if (module) for (const url of loaderSources(match[2] ?? "")) urls.add(url);
    }
  }

  for (const match of source.matchAll(/<(astro-island|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[2] ?? "");
    if ((match[1] ?? "").toLowerCase() === "astro-island") {
      for (const name of ISLAND_URL_ATTRIBUTES) {
        const url = attributes.get(name)?.trim();
        if (url) urls.add(url);
      }
      continue;
    }
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const isScriptPreload =
      rel.includes("modulepreload") ||
      (rel.includes("preload") && attributes.get("as")?.toLowerCase() === "script");
    const href = attributes.get("href")?.trim();
    if (isScriptPreload && href) urls.add(href);
  }

  return { urls: [...urls], inline };
}

/**
 * The route a built file serves with clean URLs: `index.html` → `/`, `about.html` → `/about`,
 * `blog/index.html` → `/blog`, `services/homemaker.html` → `/services/homemaker`.
 * @param {string} relativePath path under the output folder, with `/` separators
 */
export function routeFromHtmlPath(relativePath) {
  const route = `/${relativePath}`.replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return route === "" ? "/" : route;
}
