/**
 * Next's static export writes 404.html without the font preload that every other page has, so
 * with `display: optional` a visitor who lands on a missing page gets the fallback font for the
 * whole visit. These helpers copy the preload links of a normal page into the 404 page.
 */

const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g;

/** @param {string} html @returns {string[]} the `<link rel="preload" as="font">` tags of a page */
export function fontPreloads(html) {
  return [...html.matchAll(FONT_PRELOAD)].map((match) => match[0]);
}

/**
 * Adds the missing links right after `<head>`'s charset meta (or at the start of `<head>`).
 * @param {string} html @param {string[]} links @returns {string}
 */
export function withFontPreloads(html, links) {
  const present = new Set(fontPreloads(html));
  const missing = links.filter((link) => !present.has(link));
  if (missing.length === 0) return html;
  const charset = html.match(/<meta charSet="utf-8"\s*\/?>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return html.slice(0, at) + missing.join("") + html.slice(at);
  }
  const head = html.match(/<head[^>]*>/i);
  if (head?.index === undefined) throw new Error("no <head> to add the font preloads to");
  const at = head.index + head[0].length;
  return html.slice(0, at) + missing.join("") + html.slice(at);
}
