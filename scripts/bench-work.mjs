/**
 * `npm run bench:work -- /contact /`: what loading each page costs a slow phone's main thread,
 * from Chromium's own trace (issue 32). Each run is a fresh Chromium at 412 × 823 (a phone's
 * viewport, as Lighthouse's), cache off, the CPU slowed BENCH_CPU times (default 4, as
 * Lighthouse's mobile run); it records until BENCH_SETTLE_MS (2,500) after the load event and
 * sums the renderer's main-thread tasks (scripts/lib/main-thread-work.mjs): all of them, those
 * after the first contentful paint, and their time over 50 ms.
 *
 * Against a running server: BENCH_URL (default http://localhost:4321, `npm start`'s port). To
 * compare two builds, serve the other on a second port (`START_BUILD=never SITE_DIR=<its out>
 * PORT=4322 npm start`) and set BENCH_B_URL: the two sides alternate run by run (A B, B A, ...),
 * so that the machine's load falls on both alike. BENCH_RUNS runs a side (default 8). Prints a
 * Markdown table of medians, and the load average before and after. A benchmark, not a test;
 * docs/OPERATIONS.md says how to read it.
 */
import os from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";
import { median } from "./lib/audit-metrics.mjs";
import { mainThreadWork } from "./lib/main-thread-work.mjs";

const positive = (value, fallback) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const RUNS = Math.round(positive(process.env.BENCH_RUNS, 8));
const CPU = positive(process.env.BENCH_CPU, 4);
const SETTLE_MS = positive(process.env.BENCH_SETTLE_MS, 2500);
const sides = [
  ["A", process.env.BENCH_URL || "http://localhost:4321"],
  ...(process.env.BENCH_B_URL ? [["B", process.env.BENCH_B_URL]] : []),
];
const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (routes.length === 0) {
  console.error("Usage: npm run bench:work -- /route [/route …] (see scripts/bench-work.mjs)");
  process.exit(2);
}

/**
 * One load of `url` in a fresh browser; the trace's main-thread work.
 * @param {string} url
 */
async function measure(url) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    /** @type {import("./lib/main-thread-work.mjs").TraceEvent[]} */
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "toplevel,devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadWork(events, response.url());
  } finally {
    await browser.close();
  }
}

const format = (ms) => (ms === undefined ? "–" : `${Math.round(ms)} ms`);
/** The machine's load (1-minute average), printed beside the figures: machines of one kind differ. */
const load = () => os.loadavg()[0]?.toFixed(2) ?? "?";
const loadBefore = load();
const lines = [
  `Main-thread work, CPU ${CPU}x, ${RUNS} runs a side, medians (scripts/bench-work.mjs)`,
  "",
  "| Route | Side | All tasks | After first paint | Over 50 ms after it | Tasks over 50 ms |",
  "| --- | --- | ---: | ---: | ---: | ---: |",
];
for (const route of routes) {
  /** @type {Record<string, import("./lib/main-thread-work.mjs").Work[]>} */
  const results = Object.fromEntries(sides.map(([side]) => [side, []]));
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? [...sides].reverse() : sides;
    for (const [side, base] of order) results[side].push(await measure(new URL(route, base).href));
    console.error(`${route}: run ${run + 1} of ${RUNS}`);
  }
  for (const [side] of sides) {
    const of = (key) => median(results[side].map((work) => work[key]));
    lines.push(
      `| ${route} | ${side} | ${format(of("totalMs"))} | ${format(of("afterPaintMs"))} | ` +
        `${format(of("blockingMs"))} | ${of("longTasks") ?? "–"} |`,
    );
  }
}
lines.push(
  "",
  `Load average (1 min): ${loadBefore} before, ${load()} after; no CPU index (a trace has none).`,
);
console.log(lines.join("\n"));
