/**
 * The broken-link gate's logic (scripts/site-gates.mjs runs it over `out/`): every same-origin
 * `href`, `src`, `srcset`, `poster` and form `action` of every built page must name a file of
 * the build (clean URLs: `/about` is `about.html`, as server/site.ts serves them) or a server
 * route (`/api/…`), and every `#fragment` an `id` (or `<a name>`) on the page it points to.
 * Pure: the caller reads the files.
 */

/** Markup that is not the page's own tags: scripts, styles, comments, templates' text. */
const NOT_MARKUP = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const URL_ATTRIBUTES = new Set(["href", "src", "srcset", "poster", "action", "data"]);
/** Schemes that are not a request to this site. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** @param {string} text */
const decodeEntities = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The tags of `html` outside scripts, styles and comments, with their attributes (names
 * lower-cased, values entity-decoded).
 * @param {string} html
 * @returns {{ name: string, attributes: Map<string, string> }[]}
 */
export function tagsOf(html) {
  const tags = [];
  for (const [, name = "", rest = ""] of html.replace(NOT_MARKUP, "").matchAll(TAG)) {
    const attributes = new Map();
    for (const [, key = "", dq, sq, bare] of rest.matchAll(ATTRIBUTE)) {
      attributes.set(key.toLowerCase(), decodeEntities(dq ?? sq ?? bare ?? ""));
    }
    tags.push({ name: name.toLowerCase(), attributes });
  }
  return tags;
}

/**
 * The ids a fragment can point to on a page: every `id`, and `name` on `<a>`.
 * @param {string} html
 */
export function anchorsOf(html) {
  const ids = new Set();
  for (const tag of tagsOf(html)) {
    const id = tag.attributes.get("id");
    if (id) ids.add(id);
    const name = tag.name === "a" ? tag.attributes.get("name") : undefined;
    if (name) ids.add(name);
  }
  return ids;
}

/**
 * Every URL a page's tags ask for or link to: `{ tag, attribute, url }`.
 * @param {string} html
 */
export function linksOf(html) {
  const links = [];
  for (const tag of tagsOf(html)) {
    for (const [attribute, value] of tag.attributes) {
      if (!URL_ATTRIBUTES.has(attribute)) continue;
      if (attribute === "data" && tag.name !== "object") continue;
      const urls =
        attribute === "srcset"
          ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
          : [value.trim()];
      for (const url of urls) if (url) links.push({ tag: tag.name, attribute, url });
    }
  }
  return links;
}

/**
 * @typedef {{
 *   pages: ReadonlyMap<string, string>,
 *   files: ReadonlySet<string>,
 *   origin: string,
 *   serverRoutes?: readonly string[],
 * }} Site
 * `pages`: each page's path in `out/` (`about.html`, `blog/1.html`) → its HTML; `files`: every
 * file's path in `out/` (pages included); `origin`: the public origin (absolute links to it
 * are same-origin); `serverRoutes`: path prefixes the server answers (`/api/`).
 */

/**
 * The file in `out/` a clean URL path names (server/site.ts's rules), or undefined.
 * @param {string} urlPath
 * @param {ReadonlySet<string>} files
 */
export function fileForPath(urlPath, files) {
  let clean;
  try {
    clean = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = clean.replace(/^\/+/, "").replace(/\/+$/, "");
  if (relative === "") return files.has("index.html") ? "index.html" : undefined;
  if (files.has(`${relative}.html`)) return `${relative}.html`;
  if (files.has(`${relative}/index.html`)) return `${relative}/index.html`;
  if (files.has(relative)) return relative;
  return undefined;
}

/** The clean URL path of a page file: `index.html` → `/`, `blog/1.html` → `/blog/1`. */
const pagePath = (/** @type {string} */ file) =>
  `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

/**
 * Every broken same-origin link and fragment of the site, as one line each
 * (`/about: <a href="/nope"> names no file in out/`), in page order.
 * @param {Site} site
 * @returns {string[]}
 */
export function brokenLinks({ pages, files, origin, serverRoutes = ["/api/"] }) {
  const problems = [];
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  const anchors = (/** @type {string} */ file) => {
    let ids = anchorCache.get(file);
    if (!ids) anchorCache.set(file, (ids = anchorsOf(pages.get(file) ?? "")));
    return ids;
  };
  for (const [file, html] of pages) {
    const from = pagePath(file);
    const base = new URL(from, origin);
    for (const { tag, attribute, url } of linksOf(html)) {
      if (OTHER_SCHEME.test(url) && !url.startsWith(`${origin}/`) && url !== origin) continue;
      if (url.startsWith("//")) continue;
      const where = `${from}: <${tag} ${attribute}="${url}">`;
      let target;
      try {
        target = new URL(url, base);
      } catch {
        problems.push(`${where} is not a URL`);
        continue;
      }
      if (serverRoutes.some((prefix) => target.pathname.startsWith(prefix))) continue;
      const targetFile = fileForPath(target.pathname, files);
      if (!targetFile) {
        problems.push(`${where} names no file in out/`);
        continue;
      }
      const fragment = target.hash.slice(1);
      if (!fragment || fragment === "top" || !pages.has(targetFile)) continue;
      let id = fragment;
      try {
        id = decodeURIComponent(fragment);
      } catch {
        /* keep it as written */
      }
      if (!anchors(targetFile).has(id)) {
        problems.push(`${where}: no id="${id}" on ${pagePath(targetFile)}`);
      }
    }
  }
  return problems;
}
