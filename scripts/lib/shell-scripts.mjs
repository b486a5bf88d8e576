/**
 * The shell's module scripts (the header, menus, translate and scroll state: SiteHeader.astro's
 * processed `<script>`; on an article also ArticleScripts.astro's: contents, share, read aloud),
 * each one cached, content-hashed file under /_astro/, fetched only once the page has painted
 * its first content and loaded (issue 32). Astro writes each as `<script type="module" src>`,
 * which the browser fetches beside the document, before the first paint, and which Lighthouse's
 * replay of the page then counts in front of its LCP: on 26 of 88 pages the run with scripts
 * read about 75–150 ms slower than the same page with its scripts blocked. The page needs
 * neither script to paint or to work: every link and the mobile menu (invoker commands) work
 * without them, and the desktop dropdowns' buttons wait for them.
 *
 * So the build replaces those tags in each page with one small inline module, `loadAfterPaint`
 * below, which imports the same files after the first contentful paint, the window's load event
 * and the frame after it, or at once when the visitor presses, types or moves focus first: the
 * wait of the islands' `client:afterload` (src/directives/after-load.ts) and one frame more,
 * written out here because the loader's source goes into the page whole. The frame: when the
 * largest picture finished just before the load event, it is painted in the frame after, and
 * the scripts asked for at the load event were in before that paint (the ninth session's
 * audit: 41 of 264 runs). No timer, so a test's fake clock cannot hold it. The CSP allows the
 * inline module by its hash (scripts/lib/csp.mjs reads the built pages) and the imports by
 * `'self'`.
 */
import { transformSync } from "esbuild";

/** A shell script's tag as Astro writes it: the file is named after its component. */
const SHELL_SCRIPT =
  /<script type="module" src="(\/_astro\/(?:SiteHeader|ArticleScripts)\.astro_astro_type_script[^"]*\.js)"><\/script>/g;

/**
 * Imports `sources` once the page has painted content, loaded and drawn the frame after, or on
 * the visitor's first press, key or focus, whichever comes first; once. The frame after: an
 * intersection observer's first answer comes once the next frame has been drawn, so a picture
 * that finished just before the load event is painted before the scripts are asked for. Runs in
 * the browser as the body of an inline module (its source is written into each page, on one
 * line), so it uses nothing from outside itself and carries no line comment.
 * @param {readonly string[]} sources
 * @param {(source: string) => unknown} [load] how to load one (its test passes a fake)
 */
export function loadAfterPaint(sources, load = (source) => import(source)) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of sources) load(source);
  };
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  const afterNextFrame = () => {
    if (typeof IntersectionObserver !== "function") return start();
    new IntersectionObserver((_, frame) => {
      frame.disconnect();
      start();
    }).observe(document.documentElement);
  };
  const afterLoad = () => {
    if (document.readyState === "complete") afterNextFrame();
    else addEventListener("load", afterNextFrame, { once: true });
  };
  if (
    typeof PerformanceObserver !== "function" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    return afterLoad();
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterLoad();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * The function's own source, minified (about 700 bytes against 1,060 on one line: it is in every
 * page, issue 32's 60 kB), its name kept so a reader of the page and loaderSources know it.
 */
const LOADER_SOURCE = transformSync(`(${loadAfterPaint})()`, { minify: true, target: "es2020" })
  .code.trim()
  .replace(/^\(function\(/, "function loadAfterPaint(")
  .replace(/\)\(\);$/, "");

/**
 * The inline module that loads `sources` after the first paint.
 * @param {readonly string[]} sources
 */
export function loaderScript(sources) {
  return `<script type="module">(${LOADER_SOURCE})(${JSON.stringify(sources)})</script>`;
}

/** A loader's code, as loaderScript writes it: `(function loadAfterPaint…)(["…", …])`. */
const LOADER = /^\(function loadAfterPaint\([\s\S]*\)\((\[[^\]]*\])\)$/;

/**
 * The files an inline script's code loads if it is a loader (loaderScript), else [].
 * @param {string} code
 * @returns {string[]}
 */
export function loaderSources(code) {
  const list = LOADER.exec(code.trim())?.[1];
  if (list === undefined) return [];
  try {
    const files = JSON.parse(list);
    return Array.isArray(files) ? files.filter((file) => typeof file === "string") : [];
  } catch {
    return [];
  }
}

/**
 * `html` with its shell script tags replaced by one loader (where the first tag was), and how
 * many tags it replaced.
 * @param {string} html
 * @returns {{ html: string, changed: number }}
 */
export function loadShellScriptsAfterPaint(html) {
  const sources = [...html.matchAll(SHELL_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return { html, changed: 0 };
  let first = true;
  const out = html.replace(SHELL_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return loaderScript(sources);
  });
  return { html: out, changed: sources.length };
}
