/**
 * `npm run audit [-- --no-fail] [-- --no-build]`: build the site into `out/`, serve it exactly as
 * `npm start` does (on AUDIT_PORT, default 4173), then run Lighthouse (mobile, the default config)
 * on every URL of `out/sitemap.xml` and print a Markdown table.
 *
 * The sitemap lists public URLs (SITE_URL); each is audited at the same path on the local server.
 * The build keeps the public SITE_URL, so canonicals point at the real domain: Lighthouse's
 * `canonical` audit accepts a cross-origin canonical (it only fails invalid, relative, conflicting,
 * hreflang-mismatched or root-pointing ones), and we audit exactly the HTML that ships.
 *
 * AUDIT_ROUTES=/blog,/contact audits only those paths of the sitemap (exact matches).
 *
 * Targets: performance >= 95, accessibility/best-practices/SEO = 100. Exit 1 if any route misses
 * one (unless --no-fail). JSON reports go to audit-report/<route-slug>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";
import { parseSitemapLocs, routeFromUrl, slugFromRoute } from "./lib/sitemap.mjs";
import { ROOT, buildSite, startServer } from "./start.mjs";

const CATEGORIES = [
  { id: "performance", label: "Perf", target: 0.95 },
  { id: "accessibility", label: "A11y", target: 1 },
  { id: "best-practices", label: "BP", target: 1 },
  { id: "seo", label: "SEO", target: 1 },
];
const REPORT_DIR = path.join(ROOT, "audit-report");

const args = new Set(process.argv.slice(2));
/** Lighthouse varies from run to run: with AUDIT_RUNS=3 each route reports its median run. */
const runs = Math.max(1, Number.parseInt(process.env.AUDIT_RUNS ?? "1", 10) || 1);
const port = Number.parseInt(process.env.AUDIT_PORT ?? "4173", 10);
const host = "localhost";

/** @param {number | undefined} ms */
const formatMs = (ms) => (ms === undefined ? "–" : `${Math.round(ms)} ms`);
/** @param {number | undefined} ms */
const formatSeconds = (ms) => (ms === undefined ? "–" : `${(ms / 1000).toFixed(1)} s`);
/** @param {number | null | undefined} score */
const formatScore = (score) =>
  score === null || score === undefined ? "–" : `${Math.round(score * 100)}`;

/**
 * Sum of transferred bytes of the page's scripts, in KB.
 * @param {import("lighthouse").Result} lhr
 */
function scriptKilobytes(lhr) {
  const details = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  );
  const bytes = (details.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return (bytes / 1024).toFixed(1);
}

/**
 * Audits of a category that scored below 1, as Markdown bullet lines.
 * @param {import("lighthouse").Result} lhr
 * @param {string} categoryId
 */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return (category?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const value = audit?.displayValue ? ` (${audit.displayValue})` : "";
      return `  - \`${audit?.id}\` — ${audit?.title} — score ${formatScore(audit?.score)}${value}`;
    });
}

/**
 * Run Lighthouse on one URL, retrying when Chromium's trace was unusable (e.g. NO_NAVSTART,
 * an intermittent headless failure).
 * @param {string} url
 * @param {number} chromePort
 * @param {number} [attempts]
 */
async function auditWithRetry(url, chromePort, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map((c) => c.id),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError || attempt >= attempts) return result;
    console.error(`  ${result.lhr.runtimeError.code}; retrying (${attempt}/${attempts - 1})`);
  }
}

/**
 * The run with the median performance score (Lighthouse's advice for noisy machines).
 * @param {{ lhr: import("lighthouse").Result, report: string | string[] }[]} results
 */
function medianRun(results) {
  const sorted = [...results].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no Lighthouse result");
  return median;
}

async function main() {
  let chromePath;
  try {
    chromePath = findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }

  if (!args.has("--no-build")) {
    const code = await buildSite();
    if (code !== 0) return code;
  }

  const sitemap = readFileSync(path.join(ROOT, "out", "sitemap.xml"), "utf8");
  const only = process.env.AUDIT_ROUTES?.split(",").map((route) => route.trim());
  const routes = [...new Set(parseSitemapLocs(sitemap).map(routeFromUrl))].filter(
    (route) => !only || only.includes(route),
  );
  if (routes.length === 0) throw new Error("out/sitemap.xml lists no <loc> URLs.");

  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await startServer({ port, host });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });

  const rows = [];
  const problems = [];
  try {
    for (const route of routes) {
      const url = new URL(route, server.url).href;
      console.error(`Auditing ${url} …`);
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await auditWithRetry(url, chrome.port));
      const { lhr, report } = medianRun(results);
      writeFileSync(path.join(REPORT_DIR, `${slugFromRoute(route)}.json`), String(report));

      if (lhr.runtimeError) problems.push(`- ${route}: runtime error ${lhr.runtimeError.message}`);
      const scores = CATEGORIES.map((c) => lhr.categories[c.id]?.score);
      rows.push([
        route,
        ...scores.map(formatScore),
        formatSeconds(lhr.audits["largest-contentful-paint"]?.numericValue),
        (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        formatMs(lhr.audits["total-blocking-time"]?.numericValue),
        scriptKilobytes(lhr),
      ]);
      CATEGORIES.forEach((category, i) => {
        const score = scores[i];
        if (score === null || score === undefined || score < category.target) {
          problems.push(`- ${route} — ${category.label} ${formatScore(score)}:`);
          problems.push(...failingAudits(lhr, category.id));
        }
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const header = ["Route", ...CATEGORIES.map((c) => c.label), "LCP", "CLS", "TBT", "JS (KB)"];
  const table = [header, header.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`);
  const summary = [
    ...table,
    "",
    problems.length
      ? `Under target (Perf ≥ 95, others 100):\n${problems.join("\n")}`
      : "All routes meet the targets (Perf ≥ 95, A11y/BP/SEO 100).",
  ].join("\n");
  console.log(`\n${summary}\n`);
  writeFileSync(path.join(REPORT_DIR, "summary.md"), `${summary}\n`);

  return problems.length && !args.has("--no-fail") ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
