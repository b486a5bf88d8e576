/**
 * `npm run test:site` (part of `npm test`, after the e2e run has built `out/`): the gates that
 * read the built pages as files, each timed, exit 1 when one finds a problem:
 *
 * - links: every same-origin href/src/srcset/action names a file of out/ or a server route
 *   (/api/), and every #fragment an id on its target page (lib/site-links.mjs);
 * - JSON-LD: every block parses and has its @type's required properties (lib/json-ld.mjs);
 * - pages: each sitemap page's lang, title, description, canonical, robots, Open Graph, one h1,
 *   the hreflang pairs both ways, and every image's alt, width and height (lib/page-head.mjs);
 * - content: sample job openings unpublished, /services links every service, no English sentence
 *   on a Spanish page (lib/published-content.mjs);
 * - CSS: every page's inlined CSS holds every rule its classes use and stays within its budget
 *   (lib/page-css-gate.mjs), and each sitemap page's HTML within its budget (lib/html-budget.mjs,
 *   lib/budgets.mjs; issue 32);
 * - icons: every <use href> names a file of the build and a <symbol> in it, no page carries an
 *   inline lucide <svg> and no script lucide-react's code (lib/icon-uses.mjs, issue 32);
 * - scripts: no page fetches the shell's scripts (the header's, an article's) with a script tag,
 *   before its first paint, and every page with the header loads its script through the
 *   build's loader, after it (lib/shell-scripts-gate.mjs, issue 32);
 * - shell: no page carries more than 275 elements outside its <main> (lib/shell-elements.mjs,
 *   issue 32);
 * - HTML: the Nu HTML Checker finds no error (vnu-jar; needs Java). Without Java or the jar it
 *   is skipped with a message on a developer's machine, and fails under CI=1.
 *
 * `--out DIR` checks another folder (the gate tests use fixtures);
 * `--only links,json-ld,pages,content,css,icons,scripts,shell,html`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { iconUseProblems } from "./lib/icon-uses.mjs";
import { jsonLdProblems } from "./lib/json-ld.mjs";
import { htmlBudgetProblems } from "./lib/html-budget.mjs";
import { pageCssProblems, styleHashProblems } from "./lib/page-css-gate.mjs";
import { MANIFEST } from "./lib/page-css-site.mjs";
import { ROOT } from "./lib/run.mjs";
import { pageHeadProblems } from "./lib/page-head.mjs";
import { publishedContentProblems } from "./lib/published-content.mjs";
import { brokenLinks } from "./lib/site-links.mjs";
import { parseSitemapLocs } from "./lib/sitemap.mjs";
import { shellScriptProblems } from "./lib/shell-scripts-gate.mjs";
import { shellElementProblems } from "./lib/shell-elements.mjs";
import { vnuErrors, vnuJar } from "./lib/vnu.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const out = path.resolve(option("--out") ?? path.join(ROOT, "out"));
const only = option("--only")?.split(",");
const runs = (/** @type {string} */ gate) => !only || only.includes(gate);

if (!existsSync(path.join(out, "index.html"))) {
  console.error(`No built site in ${out}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Every file of the build (its compressed copies left out), relative with forward slashes. */
const files = new Set(
  readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) =>
      path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    ),
);
const pages = new Map(
  [...files]
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => [file, readFileSync(path.join(out, file), "utf8")]),
);
const sitemap = path.join(out, "sitemap.xml");
const locs = existsSync(sitemap) ? parseSitemapLocs(readFileSync(sitemap, "utf8")) : [];
const origin = new URL(locs[0] ?? "http://localhost").origin;

let failed = false;
/**
 * @param {string} name
 * @param {() => string[] | undefined} gate problems, or undefined when skipped
 */
function gate(name, gate) {
  const started = performance.now();
  const problems = gate();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems === undefined) return;
  if (problems.length === 0) {
    console.log(`✓ ${name}: no problem on ${pages.size} pages (${seconds} s)`);
    return;
  }
  failed = true;
  console.error(`✗ ${name}: ${problems.length} problem(s) (${seconds} s)`);
  for (const problem of problems) console.error(`  ${problem}`);
}

if (runs("links")) gate("links and anchors", () => brokenLinks({ pages, files, origin }));
if (runs("json-ld")) {
  gate("JSON-LD", () => [...pages].flatMap(([file, html]) => jsonLdProblems(html, `/${file}`)));
}
if (runs("pages")) {
  const sitemapPaths = locs.map((loc) => new URL(loc).pathname);
  // No sitemap would leave nothing to check: that is a problem, not a pass.
  gate("pages", () =>
    sitemapPaths.length === 0
      ? ["sitemap.xml lists no page"]
      : pageHeadProblems({ pages, files, sitemapPaths, origin }),
  );
}
if (runs("content")) {
  const sitemapPaths = locs.map((loc) => new URL(loc).pathname);
  gate("published content", () => publishedContentProblems({ pages, sitemapPaths }));
}
if (runs("css")) {
  const manifest = path.join(out, MANIFEST);
  const headers = path.join(out, "_server-headers.json");
  gate("per-page CSS", () => [
    ...pageCssProblems({
      pages,
      manifest: existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")) : undefined,
    }),
    ...(existsSync(headers)
      ? styleHashProblems(pages, JSON.parse(readFileSync(headers, "utf8")))
      : ["_server-headers.json is missing"]),
  ]);
}
if (runs("icons")) {
  const readFile = (/** @type {string} */ file) => readFileSync(path.join(out, file), "utf8");
  gate("icons", () => iconUseProblems({ pages, files, readFile }));
}
if (runs("css")) {
  gate("HTML budgets", () =>
    htmlBudgetProblems(
      pages,
      locs.map((loc) => new URL(loc).pathname),
    ),
  );
}
if (runs("scripts")) gate("shell scripts after the first paint", () => shellScriptProblems(pages));
if (runs("shell")) gate("shell elements", () => shellElementProblems(pages));
if (runs("html")) gate("Nu HTML Checker", checkHtml);

/** @returns {string[] | undefined} */
function checkHtml() {
  const jar = vnuJar(process.env);
  const java = spawnSync("java", ["-version"], { stdio: "ignore" });
  const missing =
    java.error || java.status !== 0
      ? "Java is not installed (Debian: apt-get install default-jre-headless)"
      : !jar || !existsSync(jar)
        ? "the vnu-jar package is not installed (npm install)"
        : undefined;
  if (missing) {
    if (process.env.CI) return [`the HTML check cannot run: ${missing}`];
    console.log(`- Nu HTML Checker skipped: ${missing}. CI runs it.`);
    return undefined;
  }
  const result = spawnSync(
    "java",
    [
      "-jar",
      /** @type {string} */ (jar),
      "--errors-only",
      "--format",
      "json",
      ...[...pages.keys()].map((file) => path.join(out, file)),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  // vnu writes its JSON report to standard error and exits 1 when it found an error.
  try {
    return vnuErrors(result.stderr, out);
  } catch {
    return [`the checker did not report (exit ${result.status}): ${result.stderr || result.error}`];
  }
}

process.exit(failed ? 1 : 0);
