/**
 * `node scripts/page-css.mjs`, run by `npm run build` after the Spanish pass and before the
 * pre-compression: each page keeps only the CSS it can use (scripts/lib/page-css-site.mjs).
 * Issue 32: the whole stylesheet (68 kB) was parsed again at every page's first paint.
 * Then the shell's module script gets `fetchpriority="low"` (scripts/lib/script-priority.mjs).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeHeadersFile } from "./lib/csp.mjs";
import { prunePages } from "./lib/page-css-site.mjs";
import { ROOT } from "./lib/run.mjs";
import { lowPriorityShellScript } from "./lib/script-priority.mjs";

const dir = path.resolve(ROOT, process.env.SITE_DIR || "out");
const started = Date.now();
const pages = prunePages(dir);
if (pages.length === 0) {
  console.error(`No page in ${dir} carries the site's stylesheet: nothing to prune.`);
  process.exit(1);
}
// The pages whose CSP lists their <style> blocks' hashes (scripts/lib/page-csp.mjs: the inbox,
// the status page) need the hashes of the pruned blocks: the headers are written again.
const serve = JSON.parse(readFileSync(path.join(ROOT, "serve.json"), "utf8"));
writeHeadersFile(serve.headers, dir);
const kB = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
const sizes = pages.map((page) => page.after).sort((a, b) => a - b);
const before = Math.max(...pages.map((page) => page.before));
console.log(
  `Per-page CSS on ${pages.length} pages: ${kB(before)} → ${kB(sizes[0] ?? 0)} to ${kB(sizes.at(-1) ?? 0)} (median ${kB(sizes[Math.floor(sizes.length / 2)] ?? 0)}), ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// The shell's script at low priority on every page that has it; none at all means Astro named
// the file otherwise (the pattern in script-priority.mjs no longer matches): fail the build.
let lowered = 0;
for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const page = path.join(dir, file);
  const { html, changed } = lowPriorityShellScript(readFileSync(page, "utf8"));
  if (changed === 0) continue;
  writeFileSync(page, html);
  lowered += 1;
}
if (lowered === 0) {
  console.error("No page carries the shell's script (SiteHeader's): script-priority.mjs is stale.");
  process.exit(1);
}
console.log(`The shell's script at fetchpriority="low" on ${lowered} pages.`);
