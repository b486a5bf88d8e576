/**
 * The Spanish pass of the build (scripts/build-spanish.mjs, docs/LANGUAGES.md). The same pages
 * and islands are built a second time with every content module `src/content/X.ts` replaced by
 * its Spanish twin `src/content/es/X.ts` when there is one (`spanishContent`, a Vite plugin);
 * then `mergeSpanishBuild` keeps the pages the layout marked Spanish (`<html lang="es">`: the
 * pages of src/lib/locale/pairs.ts), points their links at the Spanish twins, and writes them
 * under out/es beside the English site, with the scripts and styles they load.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { routeOf } from "./launch-check.mjs";

/** Names a module exports as values (`export const x`, `export function f`, `export { a, b }`). */
export function valueExportsOf(source) {
  const names = new Set();
  for (const match of source.matchAll(
    /^export\s+(?:const|let|function|async\s+function|class)\s+([\w$]+)/gm,
  )) {
    names.add(match[1]);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  return [...names];
}

const VIRTUAL = "\0spanish-content:";

/**
 * Vite plugin: an import that resolves to `src/content/X.ts` gets, when `src/content/es/X.ts`
 * exists, a module that re-exports the English one with the Spanish exports in place of their
 * English namesakes (a Spanish module holds the words; the helpers stay English: `telHref`).
 * The Spanish modules themselves still reach the English ones (for facts).
 * @param {string} root the checkout
 * @returns {import("vite").Plugin}
 */
export function spanishContent(root) {
  const contentDir = path.join(root, "src", "content") + path.sep;
  const spanishDir = path.join(contentDir, "es") + path.sep;
  const fileOf = (id) => id.split("?")[0] ?? id;
  return {
    name: "spanish-content",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(VIRTUAL)) return null;
      const from = fileOf(importer);
      if (from.startsWith(spanishDir)) return null;
      const mayBeContent =
        source.startsWith("@/content/") || (source.startsWith(".") && from.startsWith(contentDir));
      if (!mayBeContent) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = fileOf(resolved.id);
      if (!file.startsWith(contentDir) || file.startsWith(spanishDir)) return null;
      const twin = path.join(spanishDir, path.relative(contentDir, file));
      return existsSync(twin) ? `${VIRTUAL}${file}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = id.slice(VIRTUAL.length);
      const twin = path.join(spanishDir, path.relative(contentDir, file));
      const names = valueExportsOf(readFileSync(twin, "utf8"));
      return [
        `export * from ${JSON.stringify(file)};`,
        names.length ? `export { ${names.join(", ")} } from ${JSON.stringify(twin)};` : "",
      ].join("\n");
    },
  };
}

/** "/" -> "/es", "/services" -> "/es/services" (src/lib/locale/locales.ts, for built HTML). */
const spanishRoute = (route) => (route === "/" ? "/es" : `/es${route}`);

/**
 * A Spanish page's HTML with its links to paired pages pointed at their Spanish twins: `<a href>`
 * (except links that name their language with `hreflang`: the switch to English), `<form
 * action>`, and the links in islands' props (`[0,"/contact"]`, HTML-escaped).
 * @param {string} html
 * @param {ReadonlySet<string>} routes English routes that have a Spanish twin
 */
export function localizeLinks(html, routes) {
  const target = (url) => {
    const match = /^(\/[^"#?]*)([#?][^"]*)?$/.exec(url);
    if (!match?.[1] || !routes.has(match[1])) return null;
    return `${spanishRoute(match[1])}${match[2] ?? ""}`;
  };
  const rewriteAttribute = (tag, name) =>
    tag.replace(new RegExp(`(\\s${name}=")([^"]*)(")`), (all, before, url, after) => {
      const to = target(url);
      return to ? `${before}${to}${after}` : all;
    });
  return html
    .replace(/<a\b[^>]*>/g, (tag) =>
      /\shreflang="/.test(tag) ? tag : rewriteAttribute(tag, "href"),
    )
    .replace(/<form\b[^>]*>/g, (tag) => rewriteAttribute(tag, "action"))
    .replace(/(<astro-island\b[^>]*\sprops=")([^"]*)(")/g, (_all, before, props, after) => {
      const localized = props.replace(/&quot;(\/[^&"]*)&quot;/g, (all, url) => {
        const to = target(url);
        return to ? `&quot;${to}&quot;` : all;
      });
      return `${before}${localized}${after}`;
    });
}

/** Whether a built page is a Spanish one (the layout writes `lang="es"` only on paired pages). */
export const isSpanishPage = (html) => /<html\b[^>]*\slang="es"/.test(html.slice(0, 400));

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes the Spanish pages of `buildDir` (the Spanish pass's output) into `outDir` (the English
 * site): `index.html` as `es.html`, `services.html` as `es/services.html`, with their links
 * localized; and the hashed scripts and styles (`_astro/`) the English build does not have.
 * Returns the Spanish routes written.
 * @param {string} buildDir
 * @param {string} outDir
 */
export function mergeSpanishBuild(buildDir, outDir) {
  rmSync(path.join(outDir, "es"), { recursive: true, force: true });
  rmSync(path.join(outDir, "es.html"), { force: true });
  const files = filesUnder(buildDir);
  const pages = files
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(path.join(buildDir, file), "utf8") }))
    .filter((page) => isSpanishPage(page.html));
  const routes = new Set(pages.map((page) => routeOf(page.file)));
  for (const page of pages) {
    const route = routeOf(page.file);
    const target = path.join(outDir, `${spanishRoute(route).slice(1)}.html`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, localizeLinks(page.html, routes));
  }
  for (const file of files.filter((name) => name.startsWith(`_astro${path.sep}`))) {
    const target = path.join(outDir, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(buildDir, file), target);
  }
  return [...routes].map(spanishRoute).sort();
}
