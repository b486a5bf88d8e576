/**
 * Pure helpers of `npm run audit` (scripts/audit.mjs): what a Lighthouse result says, medians of
 * runs, the issue 13 targets and the Markdown table.
 */
import { emulatedIndex } from "./cpu-calibration.mjs";

/** Lighthouse categories of the table, in order. */
export const CATEGORIES = /** @type {const} */ ([
  { id: "performance", label: "Perf" },
  { id: "accessibility", label: "A11y" },
  { id: "best-practices", label: "BP" },
  { id: "seo", label: "SEO" },
]);

/** Issue 13's targets for every page (scores are 0-1; times in ms). */
const TARGETS = {
  /** Every category scores 100. */
  score: 1,
  /** Largest Contentful Paint with scripts, Lighthouse mobile (1.5 s in issue 13, 1.3 s in 32). */
  lcpMs: 1300,
  /** LCP with scripts over LCP with every script blocked. */
  ratio: 1.05,
  totalBlockingTimeMs: 50,
  cumulativeLayoutShift: 0.02,
};

/**
 * @typedef {object} RunMetrics
 * @property {number | undefined} lcp ms
 * @property {number | undefined} tbt ms
 * @property {number | undefined} cls
 * @property {Record<string, number | null | undefined>} scores by category id
 * @property {number} jsLoaded bytes of scripts transferred during the run
 * @property {number | undefined} [benchmarkIndex] Lighthouse's CPU benchmark of the machine at
 *   the time of the run (`environment.benchmarkIndex`): TBT moves with it (issue 32)
 * @property {number | undefined} [cpuMultiplier] the CPU slowdown the run simulated
 *   (`throttling.cpuSlowdownMultiplier`: 4, or AUDIT_CPU_INDEX's, scripts/lib/cpu-calibration.mjs)
 */

/**
 * The figures of one Lighthouse run.
 * @param {import("lighthouse").Result} lhr
 * @returns {RunMetrics}
 */
export function runMetrics(lhr) {
  const requests = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  );
  return {
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbt: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    scores: Object.fromEntries(CATEGORIES.map(({ id }) => [id, lhr.categories[id]?.score])),
    jsLoaded: (requests.items ?? [])
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/**
 * The median of the defined numbers (mean of the middle two for an even count).
 * @param {(number | null | undefined)[]} values
 * @returns {number | undefined}
 */
export function median(values) {
  /** @type {number[]} */
  const sorted = [];
  for (const value of values) if (Number.isFinite(value)) sorted.push(Number(value));
  sorted.sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @typedef {object} RouteSummary
 * @property {string} route
 * @property {number | undefined} lcp median LCP with scripts, ms
 * @property {number | undefined} lcpBlocked median LCP with every script blocked, ms
 * @property {number | undefined} ratio lcp / lcpBlocked
 * @property {number | undefined} tbt median, ms
 * @property {number | undefined} tbtBlocked median TBT with every script blocked (the cost of
 *   parsing, styling and laying out the page), ms
 * @property {number | undefined} cls median
 * @property {number | undefined} benchmarkIndex median CPU benchmark index over every run
 * @property {number | undefined} cpuMultiplier median CPU slowdown over every run
 * @property {number | undefined} emulatedIndex median over every run of the index it emulated
 *   (its own index × 4 / its multiplier; the same as benchmarkIndex at Lighthouse's 4x)
 * @property {Record<string, number | undefined>} scores median per category
 * @property {number | undefined} firstVisitJs gzip bytes the build's budget step measured
 */

/**
 * Medians per metric over the runs of each mode.
 * @param {string} route
 * @param {RunMetrics[]} withScripts
 * @param {RunMetrics[]} blocked
 * @param {number | undefined} firstVisitJs
 * @returns {RouteSummary}
 */
export function summarizeRoute(route, withScripts, blocked, firstVisitJs) {
  const lcp = median(withScripts.map((run) => run.lcp));
  const lcpBlocked = median(blocked.map((run) => run.lcp));
  const all = [...withScripts, ...blocked];
  return {
    route,
    lcp,
    lcpBlocked,
    ratio: lcp !== undefined && lcpBlocked ? lcp / lcpBlocked : undefined,
    tbt: median(withScripts.map((run) => run.tbt)),
    tbtBlocked: median(blocked.map((run) => run.tbt)),
    cls: median(withScripts.map((run) => run.cls)),
    scores: Object.fromEntries(
      CATEGORIES.map(({ id }) => [id, median(withScripts.map((run) => run.scores[id]))]),
    ),
    firstVisitJs,
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    cpuMultiplier: median(all.map((run) => run.cpuMultiplier)),
    emulatedIndex: median(all.map((run) => emulatedIndex(run.benchmarkIndex, run.cpuMultiplier))),
  };
}

/**
 * What a route misses of the targets, as short phrases (empty when it meets them all).
 * A score is compared after rounding to a whole number, as Lighthouse shows it.
 * @param {RouteSummary} row
 * @returns {string[]}
 */
export function missedTargets(row) {
  const misses = [];
  for (const { id, label } of CATEGORIES) {
    const score = row.scores[id];
    if (score === undefined || Math.round(score * 100) < TARGETS.score * 100)
      misses.push(`${label} ${formatScore(score)} < 100`);
  }
  if (row.lcp === undefined || row.lcp > TARGETS.lcpMs)
    misses.push(`LCP ${formatSeconds(row.lcp)} > ${formatSeconds(TARGETS.lcpMs)}`);
  if (row.ratio === undefined || row.ratio > TARGETS.ratio)
    misses.push(`LCP ratio ${formatRatio(row.ratio)} > ${TARGETS.ratio.toFixed(2)}`);
  if (row.tbt === undefined || row.tbt > TARGETS.totalBlockingTimeMs)
    misses.push(`TBT ${formatMs(row.tbt)} > ${TARGETS.totalBlockingTimeMs} ms`);
  if (row.cls === undefined || row.cls > TARGETS.cumulativeLayoutShift)
    misses.push(`CLS ${formatCls(row.cls)} > ${TARGETS.cumulativeLayoutShift}`);
  return misses;
}

/** @param {number | undefined} ms */
const formatMs = (ms) => (ms === undefined ? "–" : `${Math.round(ms)} ms`);
/** @param {number | undefined} ms */
export const formatSeconds = (ms) => (ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`);
/** @param {number | null | undefined} score */
export const formatScore = (score) =>
  score === null || score === undefined ? "–" : `${Math.round(score * 100)}`;
/** @param {number | undefined} ratio */
const formatRatio = (ratio) => (ratio === undefined ? "–" : `${ratio.toFixed(2)} x`);
/** @param {number | undefined} cls */
const formatCls = (cls) => (cls === undefined ? "–" : cls.toFixed(3));
/** @param {number | undefined} index */
const formatIndex = (index) => (index === undefined ? "–" : String(Math.round(index)));
/** @param {number | undefined} bytes */
const formatKb = (bytes) => (bytes === undefined ? "–" : (bytes / 1024).toFixed(1));

/**
 * The Markdown table of the audit.
 * @param {RouteSummary[]} rows
 * @returns {string[]}
 */
export function auditTable(rows) {
  const header = [
    "Route",
    ...CATEGORIES.map((c) => c.label),
    "LCP",
    "LCP no JS",
    "Ratio",
    "TBT",
    "TBT no JS",
    "CLS",
    "First-visit JS (kB gzip)",
    "CPU index",
    "CPU ×",
    "Emulated index",
  ];
  const body = rows.map((row) => [
    row.route,
    ...CATEGORIES.map(({ id }) => formatScore(row.scores[id])),
    formatSeconds(row.lcp),
    formatSeconds(row.lcpBlocked),
    formatRatio(row.ratio),
    formatMs(row.tbt),
    formatMs(row.tbtBlocked),
    formatCls(row.cls),
    formatKb(row.firstVisitJs),
    formatIndex(row.benchmarkIndex),
    row.cpuMultiplier === undefined ? "–" : `${Number(row.cpuMultiplier.toFixed(2))}`,
    formatIndex(row.emulatedIndex),
  ]);
  return [header, header.map(() => "---"), ...body].map((cells) => `| ${cells.join(" | ")} |`);
}
