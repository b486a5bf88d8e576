/**
 * `node scripts/page-css.mjs`, run by `npm run build` after the Spanish pass and before the
 * pre-compression: each page keeps only the CSS it can use (scripts/lib/page-css-site.mjs).
 * Issue 32: the whole stylesheet (68 kB) was parsed again at every page's first paint.
 * Then the shell's module scripts load after the first paint (scripts/lib/shell-scripts.mjs), before
 * the headers, whose CSP lists each page's inline scripts.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeHeadersFile } from "./lib/csp.mjs";
import { prunePages } from "./lib/page-css-site.mjs";
import { ROOT } from "./lib/run.mjs";
import { loadShellScriptsAfterPaint } from "./lib/shell-scripts.mjs";

const dir = path.resolve(ROOT, process.env.SITE_DIR || "out");
const started = Date.now();
const pages = prunePages(dir);
if (pages.length === 0) {
  console.error(`No page in ${dir} carries the site's stylesheet: nothing to prune.`);
  process.exit(1);
}
const kB = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
const sizes = pages.map((page) => page.after).sort((a, b) => a - b);
const before = Math.max(...pages.map((page) => page.before));
console.log(
  `Per-page CSS on ${pages.length} pages: ${kB(before)} → ${kB(sizes[0] ?? 0)} to ${kB(sizes.at(-1) ?? 0)} (median ${kB(sizes[Math.floor(sizes.length / 2)] ?? 0)}), ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// The shell's scripts after the first paint on every page that has them; none at all means Astro
// named the files otherwise (the pattern in shell-scripts.mjs no longer matches): fail the build.
let deferred = 0;
for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const page = path.join(dir, file);
  const { html, changed } = loadShellScriptsAfterPaint(readFileSync(page, "utf8"));
  if (changed === 0) continue;
  writeFileSync(page, html);
  deferred += 1;
}
if (deferred === 0) {
  console.error("No page carries the shell's script (SiteHeader's): shell-scripts.mjs is stale.");
  process.exit(1);
}
console.log(`The shell's scripts load after the first paint on ${deferred} pages.`);

// The headers again: the pages whose CSP lists their <style> blocks' hashes (scripts/lib/page-csp.mjs:
// the inbox, the status page) need the pruned blocks' hashes, and each page's CSP its loader's.
const serve = JSON.parse(readFileSync(path.join(ROOT, "serve.json"), "utf8"));
writeHeadersFile(serve.headers, dir);
