/**
 * The page gate's logic (scripts/site-gates.mjs runs it over `out/`): what a browser sweep
 * over every sitemap page once checked (e2e/seo.spec.ts, e2e/spanish.spec.ts) but needs only
 * the built HTML, so it runs in seconds without Chromium. Per sitemap page:
 *
 * - `<html lang>`: "es" under /es, "en" elsewhere;
 * - a title over 10 characters, unique across the sitemap; a description of 50 or more;
 * - the canonical URL is the page's own on the public origin; no `noindex` on a listed page;
 * - Open Graph and Twitter: og:title is the title, og:url the canonical, og:image /og.png,
 *   twitter:card summary_large_image;
 * - exactly one `<h1>`, and headings that never skip a level going down (h2 then h4);
 * - hreflang: a page with alternates lists itself, x-default, and each alternate lists it
 *   back under the same language codes (the pair, both ways); every alternate is in the sitemap;
 * - the language switch (`a[data-locale-switch]`): on a page with a pair, every copy leads to
 *   the other page of the pair under its language code; on a page in one language, none;
 * - every `<img>` has an `alt` (empty for decoration) and `width` and `height` (no shift).
 *
 * Pure: the caller reads the files.
 */
import { fileForPath, tagsOf } from "./site-links.mjs";

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * What the gate reads of one page.
 * @param {string} html
 */
function headOf(html) {
  const tags = tagsOf(html);
  /** @param {(tag: { name: string, attributes: Map<string, string> }) => boolean} match */
  const find = (match) => tags.find(match)?.attributes;
  const meta = (/** @type {string} */ key, /** @type {string} */ value) =>
    find((tag) => tag.name === "meta" && tag.attributes.get(key) === value)?.get("content");
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  return {
    lang: find((tag) => tag.name === "html")?.get("lang"),
    title: title === undefined ? undefined : decode(title).trim(),
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: find((tag) => tag.name === "link" && tag.attributes.get("rel") === "canonical")?.get(
      "href",
    ),
    ogTitle: meta("property", "og:title"),
    ogUrl: meta("property", "og:url"),
    ogImage: meta("property", "og:image"),
    twitterCard: meta("name", "twitter:card"),
    h1s: tags.filter((tag) => tag.name === "h1").length,
    headings: tags.filter((tag) => /^h[1-6]$/.test(tag.name)).map((tag) => Number(tag.name[1])),
    alternates: tags
      .filter((tag) => tag.name === "link" && tag.attributes.get("rel") === "alternate")
      .filter((tag) => tag.attributes.has("hreflang"))
      .map((tag) => [tag.attributes.get("hreflang") ?? "", tag.attributes.get("href") ?? ""]),
    switches: tags
      .filter((tag) => tag.name === "a" && tag.attributes.has("data-locale-switch"))
      .map((tag) => [tag.attributes.get("href") ?? "", tag.attributes.get("hreflang") ?? ""]),
    images: tags
      .filter((tag) => tag.name === "img")
      .map((tag) => ({
        src: tag.attributes.get("src") ?? "",
        alt: tag.attributes.get("alt"),
        width: tag.attributes.get("width"),
        height: tag.attributes.get("height"),
      })),
  };
}

/**
 * @param {{ pages: ReadonlyMap<string, string>, files: ReadonlySet<string>,
 *   sitemapPaths: readonly string[], origin: string }} site
 * @returns {string[]} one line per problem, naming its page
 */
export function pageHeadProblems({ pages, files, sitemapPaths, origin }) {
  const problems = [];
  /** @type {Map<string, ReturnType<typeof headOf>>} */
  const heads = new Map();
  for (const path of sitemapPaths) {
    const file = fileForPath(path, files);
    const html = file === undefined ? undefined : pages.get(file);
    if (html === undefined) problems.push(`${path}: in the sitemap but not built`);
    else heads.set(path, headOf(html));
  }
  const own = (/** @type {string} */ path) => new URL(path, origin).toString();
  /** @type {Map<string, string>} */
  const titles = new Map();
  for (const [path, head] of heads) {
    const say = (/** @type {string} */ what) => problems.push(`${path}: ${what}`);
    const lang = path === "/es" || path.startsWith("/es/") ? "es" : "en";
    if (head.lang !== lang) say(`<html lang="${head.lang}">, expected "${lang}"`);
    if (!head.title || head.title.length <= 10) say(`title "${head.title ?? ""}" is too short`);
    else if (titles.has(head.title)) say(`title "${head.title}" repeats ${titles.get(head.title)}`);
    else titles.set(head.title, path);
    if ((head.description ?? "").length < 50) say("description shorter than 50 characters");
    if (head.canonical !== own(path)) say(`canonical ${head.canonical}, expected ${own(path)}`);
    if (/noindex/i.test(head.robots ?? "")) say("noindex on a page the sitemap lists");
    if (head.ogTitle !== head.title) say(`og:title "${head.ogTitle}" is not the title`);
    if (head.ogUrl !== own(path)) say(`og:url ${head.ogUrl}, expected ${own(path)}`);
    if (!/^https?:\/\/.+\/og\.png$/.test(head.ogImage ?? "")) say(`og:image ${head.ogImage}`);
    if (head.twitterCard !== "summary_large_image") say(`twitter:card ${head.twitterCard}`);
    if (head.h1s !== 1) say(`${head.h1s} <h1> elements, expected 1`);
    const skip = head.headings.findIndex(
      (level, at) => at > 0 && level > head.headings[at - 1] + 1,
    );
    if (skip > 0)
      say(`<h${head.headings[skip - 1]}> then <h${head.headings[skip]}>: a level skipped`);
    problems.push(...alternateProblems(path, head.alternates, heads, origin));
    problems.push(...switchProblems(path, lang, head, origin));
    for (const image of head.images) {
      if (image.alt === undefined) say(`<img src="${image.src}"> has no alt`);
      if (!image.width || !image.height) say(`<img src="${image.src}"> has no width or height`);
    }
  }
  return problems;
}

/**
 * The language switch of `path` (in `lang`): each copy (the header's, the menu's) leads to the
 * other page of its hreflang pair, under that page's language code; a page in one language has
 * none (components/locale/LanguageSwitch.astro).
 * @param {string} path
 * @param {string} lang
 * @param {{ alternates: string[][], switches: string[][] }} head
 * @param {string} origin
 */
function switchProblems(path, lang, { alternates, switches }, origin) {
  const pathOf = (/** @type {string} */ href) =>
    new URL(href, origin).pathname.replace(/(.)\/$/, "$1");
  const other = alternates.find(([code]) => code !== lang && code !== "x-default");
  if (!other) return switches.length ? [`${path}: a language switch, but no other language`] : [];
  const [code = "", href = ""] = other;
  const target = pathOf(href);
  if (switches.length === 0) return [`${path}: no language switch to ${target}`];
  return switches
    .filter(([to = "", hreflang]) => pathOf(to) !== target || hreflang !== code)
    .map(
      ([to, hreflang]) =>
        `${path}: the language switch leads to ${to} (hreflang ${hreflang}), expected ${target} (${code})`,
    );
}

/**
 * The hreflang set of `path`: itself among them, an x-default, every target a sitemap page
 * whose own set is the same (the pair both ways).
 * @param {string} path
 * @param {string[][]} alternates [hreflang, href]
 * @param {ReadonlyMap<string, ReturnType<typeof headOf>>} heads
 * @param {string} origin
 */
function alternateProblems(path, alternates, heads, origin) {
  if (alternates.length === 0) return [];
  const problems = [];
  const set = (/** @type {string[][]} */ list) =>
    JSON.stringify(list.map(([lang, href]) => [lang, href]).sort());
  const targets = alternates.map(([lang = "", href = ""]) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) problems.push(`${path}: hreflang ${lang} leads off the site`);
    return url.pathname.replace(/(.)\/$/, "$1");
  });
  if (!targets.includes(path)) problems.push(`${path}: its hreflang set does not list itself`);
  if (!alternates.some(([lang]) => lang === "x-default"))
    problems.push(`${path}: hreflang without x-default`);
  for (const target of new Set(targets)) {
    const other = heads.get(target);
    if (!other) problems.push(`${path}: hreflang to ${target}, not a sitemap page`);
    else if (set(other.alternates) !== set(alternates))
      problems.push(`${path}: ${target} does not list the same hreflang set back`);
  }
  return problems;
}
