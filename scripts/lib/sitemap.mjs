/** Pure helpers for reading `out/sitemap.xml` (no I/O, so they are unit-tested). */

const XML_ENTITIES = /** @type {Record<string, string>} */ ({
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
});

/**
 * Every `<loc>` of a sitemap (or sitemap index), in document order, entity-decoded and trimmed.
 * @param {string} xml
 * @returns {string[]}
 */
export function parseSitemapLocs(xml) {
  const locs = [];
  for (const match of xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc>/g)) {
    const value = (match[1] ?? "").replace(
      /&(?:amp|lt|gt|quot|apos);/g,
      (e) => XML_ENTITIES[e] ?? e,
    );
    if (value) locs.push(value.trim());
  }
  return locs;
}

/**
 * The route (path) of a URL, without a trailing slash except for the home page: `/`, `/about`.
 * @param {string} url absolute URL
 * @returns {string}
 */
export function routeFromUrl(url) {
  const { pathname } = new URL(url);
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * A file-name-safe slug for a route: `/` → `home`, `/services/skilled-nursing` → `services-skilled-nursing`.
 * @param {string} route
 * @returns {string}
 */
export function slugFromRoute(route) {
  const slug = route
    .replace(/^\/+|\/+$/g, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return slug || "home";
}
