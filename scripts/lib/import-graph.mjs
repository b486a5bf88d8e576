/**
 * The module graph a page pulls in (pure apart from the injected `read`): from the scripts a page
 * names, follow every static `import … from "./x.js"`, `import "./x.js"` and `export … from` of the
 * built chunks. Those files download on a first visit. A dynamic `import("./x.js")` downloads
 * only when the code reaches it, so it and what it imports (minus what is already loaded) are
 * listed apart as "on demand".
 *
 * Imports are read with es-module-lexer (the lexer Vite itself uses), not a regular expression,
 * so an `import "./x.js"` inside a string or comment of a minified chunk is not mistaken for one.
 */
import { parse } from "es-module-lexer"; // compiles its small WebAssembly on first use

/** Any origin will do: only paths on the site's own origin are followed. */
const SITE = "https://site.invalid";

/**
 * The specifiers a module imports, statically and dynamically (only string-literal `import()`).
 * @param {string} code
 * @param {string} [name] file name for parse errors
 * @returns {{ static: string[], dynamic: string[] }}
 */
export function moduleImports(code, name) {
  const [imports] = parse(code, name);
  /** @type {string[]} */
  const found = [];
  /** @type {string[]} */
  const dynamic = [];
  for (const entry of imports) {
    if (entry.type === "static" || entry.type === "reexport-star") found.push(entry.specifier);
    else if (entry.type === "dynamic" && entry.specifier && !entry.glob)
      dynamic.push(entry.specifier);
  }
  return { static: found, dynamic };
}

/**
 * The site path (`/_astro/x.js`) a specifier or URL points at, relative to `base` (a site path),
 * or `undefined` for another origin or, in an import, a bare specifier (`react`) no browser
 * could load. A URL in HTML (`fromHtml`) may be relative without `./`.
 * @param {string} specifier
 * @param {string} base
 * @param {boolean} [fromHtml]
 */
export function resolveSitePath(specifier, base, fromHtml = false) {
  if (!fromHtml && !/^(?:[a-z][a-z0-9+.-]*:|\/|\.{1,2}\/)/i.test(specifier)) return undefined;
  const url = new URL(specifier, new URL(base, SITE));
  return url.origin === SITE ? decodeURI(url.pathname) : undefined;
}

/** @typedef {{ specifier: string, base: string, fromHtml?: boolean }} Root */

/**
 * @typedef {object} PageGraph
 * @property {string[]} firstVisit site paths downloaded on a first visit, each once
 * @property {string[]} onDemand site paths reachable only through a dynamic `import()`
 * @property {string[]} external URLs on another origin (not measured)
 * @property {string[]} missing site paths the page or a chunk names that the build lacks
 */

/**
 * Walk the graph of one page.
 * @param {object} page
 * @param {string} page.route the page's own path (`/blog/x`), against which its URLs resolve
 * @param {string[]} page.urls script URLs of the page (see pageScripts)
 * @param {string[]} page.inlineModules code of its inline `<script type="module">`s
 * @param {(sitePath: string) => string | undefined} read a built file's code, or undefined
 * @returns {PageGraph}
 */
export function walkPage({ route, urls, inlineModules }, read) {
  /** @type {Set<string>} */
  const external = new Set();
  /** @type {Set<string>} */
  const missing = new Set();
  /** @type {Map<string, { static: string[], dynamic: string[] } | undefined>} */
  const parsed = new Map();

  /** @param {string} sitePath */
  const importsOf = (sitePath) => {
    if (!parsed.has(sitePath)) {
      const code = read(sitePath);
      if (code === undefined) missing.add(sitePath);
      parsed.set(sitePath, code === undefined ? undefined : moduleImports(code, sitePath));
    }
    return parsed.get(sitePath);
  };

  /**
   * Every module reachable from `roots` through static imports, not in `skip`; the dynamic
   * specifiers met on the way go to `dynamicRoots`.
   * @param {Root[]} roots
   * @param {Set<string>} skip
   * @param {Root[]} dynamicRoots
   */
  const closure = (roots, skip, dynamicRoots) => {
    /** @type {Set<string>} */
    const seen = new Set();
    const queue = [...roots];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const sitePath = resolveSitePath(next.specifier, next.base, next.fromHtml);
      if (sitePath === undefined) {
        external.add(next.specifier);
        continue;
      }
      if (seen.has(sitePath) || skip.has(sitePath)) continue;
      seen.add(sitePath);
      const imports = importsOf(sitePath);
      if (!imports) continue;
      queue.push(...imports.static.map((specifier) => ({ specifier, base: sitePath })));
      dynamicRoots.push(...imports.dynamic.map((specifier) => ({ specifier, base: sitePath })));
    }
    return seen;
  };

  /** @type {Root[]} */
  const dynamicRoots = [];
  /** @type {Root[]} */
  const roots = urls.map((specifier) => ({ specifier, base: route, fromHtml: true }));
  inlineModules.forEach((code, i) => {
    const imports = moduleImports(code, `${route} inline module ${i + 1}`);
    roots.push(...imports.static.map((specifier) => ({ specifier, base: route })));
    dynamicRoots.push(...imports.dynamic.map((specifier) => ({ specifier, base: route })));
  });

  const firstVisit = closure(roots, new Set(), dynamicRoots);
  /** @type {Set<string>} */
  const onDemand = new Set();
  // Dynamic imports found in on-demand code are on demand too: keep walking until none is new.
  for (let pending = dynamicRoots.splice(0); pending.length; pending = dynamicRoots.splice(0)) {
    for (const sitePath of closure(pending, new Set([...firstVisit, ...onDemand]), dynamicRoots))
      onDemand.add(sitePath);
  }

  for (const sitePath of missing) {
    firstVisit.delete(sitePath);
    onDemand.delete(sitePath);
  }
  return {
    firstVisit: [...firstVisit],
    onDemand: [...onDemand],
    external: [...external],
    missing: [...missing],
  };
}
