/**
 * `node scripts/budget.mjs [--report-only]`, run by `npm run build` after `astro build`: print,
 * for every page in `out/`, the JavaScript a first visit downloads (gzip level 9) against its
 * budget (scripts/lib/budgets.mjs), and exit 1 when a page is over budget or names a script
 * that cannot be measured. `--report-only` (or JS_BUDGET=report) prints without failing.
 * The table is also written to audit-report/js-budget.md (git-ignored) for the record.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { budgetReport } from "./lib/budgets.mjs";
import { measureSite } from "./lib/measure-js.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const reportOnly = process.argv.includes("--report-only") || process.env.JS_BUDGET === "report";

// SITE_DIR: the build in progress (scripts/build.mjs), or the site `npm start` serves.
const pages = measureSite(path.resolve(ROOT, process.env.SITE_DIR || "out"));
if (pages.length === 0) {
  console.error("JS budget: no .html file in out/ (run `astro build` first).");
  process.exit(1);
}
const { lines, failed } = budgetReport(pages);
const summary = [
  "JavaScript a first visit downloads, per page (gzip level 9; 1 kB = 1,024 bytes):",
  "",
  ...lines,
  "",
  failed.length
    ? `${failed.length} of ${pages.length} pages over budget or unmeasurable.`
    : `All ${pages.length} pages within budget.`,
].join("\n");
console.log(`\n${summary}\n`);
mkdirSync(path.join(ROOT, "audit-report"), { recursive: true });
writeFileSync(path.join(ROOT, "audit-report", "js-budget.md"), `${summary}\n`);

if (failed.length && reportOnly) console.log("--report-only: not failing the build.");
process.exit(failed.length && !reportOnly ? 1 : 0);
