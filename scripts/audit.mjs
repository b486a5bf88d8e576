/**
 * `npm run audit [-- --no-fail] [-- --no-build]`: build the site into `out/` (with the JS budget
 * step), serve it exactly as `npm start` does (on AUDIT_PORT, default 4173), then run Lighthouse
 * (mobile, the default config) on every URL of `out/sitemap.xml` (AUDIT_ROUTES=/blog,/contact:
 * only those paths) and print a Markdown table.
 *
 * Each route runs in two modes, alternating in one process (with scripts, scripts blocked, with,
 * blocked, …) so that machine load falls on both alike; "scripts blocked" is the same page served
 * with `script-src 'none'` (scripts/lib/block-scripts.mjs). AUDIT_RUNS=N (default 1) runs each
 * mode N times and reports the median of each metric. Columns: the four category scores, LCP
 * with scripts, LCP with scripts blocked, their ratio, TBT, CLS, and the first-visit JavaScript
 * of the budget step, TBT with scripts blocked and Lighthouse's CPU benchmark index (issue 32). Targets
 * (issues 13, 32): scores 100, LCP <= 1.3 s, ratio <= 1.05, TBT <= 50 ms,
 * CLS <= 0.02; exit 1 if a route misses one (unless --no-fail). The build keeps the public
 * SITE_URL: Lighthouse's `canonical` audit accepts a canonical on another origin, and we audit
 * exactly the HTML that ships. JSON reports (the median-performance run of each mode) go to
 * audit-report/<route-slug>.json and <route-slug>.no-js.json. See docs/OPERATIONS.md.
 *
 * AUDIT_CPU_INDEX=<n> (issue 32) audits as on a slower machine of CPU benchmark index n: each run's
 * `throttling.cpuSlowdownMultiplier` is 4 × this machine's index / n, the index Lighthouse measured
 * at the start of that same run (scripts/lib/cpu-calibration.mjs, `calibratedRun` below). The
 * table's "CPU ×" and "Emulated index" columns show what each route got. Under the table, one line
 * a route says what stood before its LCP (scripts/lib/lcp-detail.mjs).
 *
 * AUDIT_FLOOR=1 (issue 32) audits a bare HTML page first, served by a small server of its own
 * (scripts/lib/floor-page.mjs), as the row "(floor: a bare page)": what any page reads in the same
 * conditions. It is never a miss.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";
import {
  CATEGORIES,
  auditTable,
  formatScore,
  formatSeconds,
  missedTargets,
  runMetrics,
  summarizeRoute,
} from "./lib/audit-metrics.mjs";
import { cpuSlowdownFor, parseCpuIndex } from "./lib/cpu-calibration.mjs";
import { formatLcpDetail, lcpDetail } from "./lib/lcp-detail.mjs";
import { BLOCK_SCRIPTS_HEADER, blockScriptsConfig } from "./lib/block-scripts.mjs";
import { FLOOR_ROUTE, startFloorServer } from "./lib/floor-page.mjs";
import { measureSite } from "./lib/measure-js.mjs";
import { parseSitemapLocs, routeFromUrl, slugFromRoute } from "./lib/sitemap.mjs";
import { startServer } from "../server/main.ts";
import { readConfig } from "../server/config.ts";
import { compileRules, headersFor } from "../server/site-rules.ts";
import { ROOT, buildSite } from "./lib/run.mjs";

const REPORT_DIR = path.join(ROOT, "audit-report");

/**
 * The Content-Security-Policy among a response's headers, whatever the case of its name.
 * @param {Map<string, string>} headers
 */
const policyOf = (headers) =>
  [...headers].find(([key]) => key.toLowerCase() === "content-security-policy")?.[1];

const args = new Set(process.argv.slice(2));
const runs = Math.max(1, Number.parseInt(process.env.AUDIT_RUNS ?? "1", 10) || 1);
const port = Number.parseInt(process.env.AUDIT_PORT ?? "4173", 10);
const host = "localhost";

/**
 * Audits of a category that scored below 1, as Markdown bullet lines.
 * @param {import("lighthouse").Result} lhr
 * @param {string} categoryId
 */
function failingAudits(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const value = audit?.displayValue ? ` (${audit.displayValue})` : "";
      return `  - \`${audit?.id}\` — ${audit?.title} — score ${formatScore(audit?.score)}${value}`;
    });
}

/**
 * Lighthouse as `lighthouse(url, flags)` does it (gather, then audit), with the CPU slowdown set
 * between the two from the benchmark index this very run measured before loading the page: the
 * machine's speed moves within seconds under load (CPU index 257 to 1,351 a minute apart), so an
 * index from an earlier run would emulate the wrong machine. Simulated throttling applies the
 * multiplier only when auditing (Lantern scales the observed main-thread tasks); the gather ran
 * unthrottled either way, so artifacts and settings agree.
 * @param {string} url
 * @param {import("lighthouse").Flags} flags
 * @param {number} targetIndex
 */
async function calibratedRun(url, flags, targetIndex) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const cpuSlowdownMultiplier = cpuSlowdownFor(artifacts.BenchmarkIndex, targetIndex);
  for (const settings of new Set([artifacts.settings, runnerOptions.resolvedConfig.settings]))
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier };
  return Runner.audit(artifacts, runnerOptions);
}

/**
 * Run Lighthouse on one URL, retrying when Chromium's trace was unusable (e.g. NO_NAVSTART,
 * an intermittent headless failure); with AUDIT_CPU_INDEX, calibrated (above).
 * @param {string} url
 * @param {number} chromePort
 * @param {boolean} blockScripts
 * @param {number | undefined} targetIndex
 * @param {number} [attempts]
 */
async function auditWithRetry(url, chromePort, blockScripts, targetIndex, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    /** @type {import("lighthouse").Flags} */
    const flags = {
      port: chromePort,
      output: "json",
      logLevel: "error",
      // Without scripts only LCP is read: the performance category is enough.
      onlyCategories: blockScripts ? ["performance"] : CATEGORIES.map((c) => c.id),
      extraHeaders: blockScripts ? { [BLOCK_SCRIPTS_HEADER]: "blocked" } : undefined,
    };
    const result =
      targetIndex === undefined
        ? await lighthouse(url, flags)
        : await calibratedRun(url, flags, targetIndex);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError || attempt >= attempts) return result;
    console.error(`  ${result.lhr.runtimeError.code}; retrying (${attempt}/${attempts - 1})`);
  }
}

/**
 * The run with the median performance score (its JSON report is kept).
 * @param {{ lhr: import("lighthouse").Result, report: string | string[] }[]} results
 */
function medianRun(results) {
  const score = (/** @type {(typeof results)[number]} */ r) =>
    r.lhr.categories.performance?.score ?? 0;
  const median = [...results].sort((a, b) => score(a) - score(b))[Math.floor(results.length / 2)];
  if (!median) throw new Error("no Lighthouse result");
  return median;
}

async function main() {
  let chromePath;
  let targetIndex;
  try {
    chromePath = findChromium();
    targetIndex = parseCpuIndex(process.env.AUDIT_CPU_INDEX);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }

  if (!args.has("--no-build")) {
    const code = await buildSite();
    if (code !== 0) return code;
  }

  // The folder the server serves (SITE_DIR, as for `npm start`): another build can be audited.
  const outDir = path.resolve(ROOT, process.env.SITE_DIR || "out");
  const sitemap = readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
  const only = process.env.AUDIT_ROUTES?.split(",").map((route) => route.trim());
  const routes = [...new Set(parseSitemapLocs(sitemap).map(routeFromUrl))].filter(
    (route) => !only || only.includes(route),
  );
  if (routes.length === 0) throw new Error("No route to audit (sitemap and AUDIT_ROUTES).");
  const firstVisitJs = new Map(measureSite(outDir).map((page) => [page.route, page.firstVisit]));

  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await startServer(
    { ...readConfig(), port, host },
    {
      logger: false,
      // Scripts blocked: the policy of the page asked for, with `script-src 'none'` and padded
      // to the same header bytes (scripts/lib/block-scripts.mjs).
      rulesFor: (request, rules) =>
        request.headers[BLOCK_SCRIPTS_HEADER] === "blocked"
          ? blockScriptsConfig(
              { headers: [...rules] },
              policyOf(headersFor(compileRules(rules), request.url.split("?")[0] ?? "/")),
            ).headers
          : rules,
    },
  );
  // AUDIT_FLOOR=1: a bare page first, in the same runs' conditions (scripts/lib/floor-page.mjs).
  const floor = process.env.AUDIT_FLOOR === "1" ? await startFloorServer(host) : undefined;
  const pages = [
    ...(floor ? [{ route: FLOOR_ROUTE, url: floor.url }] : []),
    ...routes.map((route) => ({ route, url: new URL(route, server.url).href })),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });

  const rows = [];
  const problems = [];
  const details = [];
  try {
    for (const { route, url } of pages) {
      console.error(`Auditing ${url} (${runs} × with scripts, ${runs} × scripts blocked) …`);
      /** @type {Record<"with" | "blocked", Awaited<ReturnType<typeof auditWithRetry>>[]>} */
      const results = { with: [], blocked: [] };
      for (let run = 0; run < runs; run++) {
        results.with.push(await auditWithRetry(url, chrome.port, false, targetIndex));
        results.blocked.push(await auditWithRetry(url, chrome.port, true, targetIndex));
        const [w, b] = [results.with, results.blocked].map((r) => runMetrics(r[run].lhr));
        const cpu = (/** @type {import("./lib/audit-metrics.mjs").RunMetrics} */ m) =>
          `CPU index ${Math.round(m.benchmarkIndex ?? 0)} at ${m.cpuMultiplier}x`;
        console.error(
          `  run ${run + 1}: LCP ${formatSeconds(w?.lcp)} (${w && cpu(w)}), ` +
            `scripts blocked ${formatSeconds(b?.lcp)} (${b && cpu(b)})`,
        );
      }
      const slug = route === FLOOR_ROUTE ? "floor" : slugFromRoute(route);
      const kept = medianRun(results.with);
      details.push(formatLcpDetail(route, lcpDetail(kept.lhr)));
      writeFileSync(path.join(REPORT_DIR, `${slug}.json`), String(kept.report));
      writeFileSync(
        path.join(REPORT_DIR, `${slug}.no-js.json`),
        String(medianRun(results.blocked).report),
      );

      const row = summarizeRoute(
        route,
        results.with.map((r) => runMetrics(r.lhr)),
        results.blocked.map((r) => runMetrics(r.lhr)),
        firstVisitJs.get(route),
      );
      rows.push(row);
      if (route === FLOOR_ROUTE) continue; // a reference, not a page of the site
      for (const { lhr } of [...results.with, ...results.blocked]) {
        if (lhr.runtimeError)
          problems.push(`- ${route}: runtime error ${lhr.runtimeError.message}`);
      }
      const misses = missedTargets(row);
      if (misses.length) {
        problems.push(`- ${route}: ${misses.join(", ")}`);
        for (const { id } of CATEGORIES) problems.push(...failingAudits(kept.lhr, id));
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    await floor?.close();
  }

  const targets =
    "scores 100, LCP ≤ 1.3 s, LCP ratio ≤ 1.05, TBT ≤ 50 ms, CLS ≤ 0.02; " +
    `median of ${runs} run(s) per mode` +
    (targetIndex === undefined ? "" : `; CPU slowed to emulate benchmark index ${targetIndex}`);
  const summary = [
    ...auditTable(rows),
    "",
    "What stood before each LCP (the kept run with scripts; scripts/lib/lcp-detail.mjs):",
    ...details,
    "",
    problems.length
      ? `Under target (${targets}):\n${problems.join("\n")}`
      : `All routes meet the targets (${targets}).`,
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
