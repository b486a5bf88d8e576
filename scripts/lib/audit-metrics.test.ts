import { describe, expect, it } from "vitest";
import type { Result } from "lighthouse";
import { auditTable, median, missedTargets, runMetrics, summarizeRoute } from "./audit-metrics.mjs";

const SCORES_100 = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };
const run = (
  lcp: number,
  tbt = 0,
  cls = 0,
  scores: Record<string, number> = SCORES_100,
  benchmarkIndex?: number,
  cpuMultiplier?: number,
) => ({ lcp, tbt, cls, scores, jsLoaded: 0, benchmarkIndex, cpuMultiplier });

describe("median", () => {
  it("takes the middle value, or the mean of the middle two, ignoring missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([undefined, 5, null])).toBe(5);
    expect(median([])).toBeUndefined();
  });
});

describe("runMetrics", () => {
  it("reads the run's benchmark index and the CPU slowdown Lighthouse simulated", () => {
    const lhr = {
      audits: { "largest-contentful-paint": { numericValue: 1250 } },
      categories: {},
      environment: { benchmarkIndex: 2340 },
      configSettings: { throttling: { cpuSlowdownMultiplier: 8 } },
    } as unknown as Result;
    expect(runMetrics(lhr)).toMatchObject({ lcp: 1250, benchmarkIndex: 2340, cpuMultiplier: 8 });
  });
});

describe("summarizeRoute", () => {
  it("reports the median of each metric per mode and the ratio of the two LCP medians", () => {
    const row = summarizeRoute(
      "/a",
      [run(1200, 40, 0.01), run(1000, 10, 0), run(1100, 30, 0.03)],
      [run(1000, 5), run(900, 0), run(1500, 9)],
      5120,
    );
    expect(row).toMatchObject({ lcp: 1100, lcpBlocked: 1000, tbt: 30, tbtBlocked: 5, cls: 0.01 });
    expect(row.ratio).toBeCloseTo(1.1);
    expect(row.scores).toEqual(SCORES_100);
    expect(row.firstVisitJs).toBe(5120);
  });
});

describe("missedTargets (issues 13 and 32: scores 100, LCP 1.3 s, ratio 1.05, TBT 50 ms, CLS 0.02)", () => {
  const summary = (withRun: ReturnType<typeof run>, blockedLcp: number) =>
    summarizeRoute("/a", [withRun], [run(blockedLcp)], 0);

  it("is empty for a route exactly at every target", () => {
    expect(missedTargets(summary(run(1300, 50, 0.02), 1300 / 1.05))).toEqual([]);
  });

  it("names each missed target", () => {
    const scores = { performance: 0.99, accessibility: 1, "best-practices": 0.96, seo: 1 };
    expect(missedTargets(summary(run(1310, 51, 0.021, scores), 1000))).toEqual([
      "Perf 99 < 100",
      "BP 96 < 100",
      "LCP 1.31 s > 1.30 s",
      "LCP ratio 1.31 x > 1.05",
      "TBT 51 ms > 50 ms",
      "CLS 0.021 > 0.02",
    ]);
  });

  it("counts a score Lighthouse shows as 100 (0.995 and up) as met", () => {
    const scores = { ...SCORES_100, performance: 0.995 };
    expect(missedTargets(summary(run(1000, 0, 0, scores), 1000))).toEqual([]);
  });
});

describe("auditTable", () => {
  it("prints one row per route with every column", () => {
    const row = summarizeRoute(
      "/a",
      [run(1234, 12.4, 0.0042, SCORES_100, 1500, 4)],
      [run(1000, 3.6, 0, SCORES_100, 1300, 4)],
      2048,
    );
    expect(auditTable([row])).toEqual([
      "| Route | Perf | A11y | BP | SEO | LCP | LCP no JS | Ratio | TBT | TBT no JS | CLS | First-visit JS (kB gzip) | CPU index | CPU × | Emulated index |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      "| /a | 100 | 100 | 100 | 100 | 1.23 s | 1.00 s | 1.23 x | 12 ms | 4 ms | 0.004 | 2.0 | 1400 | 4 | 1400 |",
    ]);
  });

  it("shows the multiplier AUDIT_CPU_INDEX chose and the index each run emulated", () => {
    // Runs on hosts of 2,400 and 2,200 told to emulate 1,200: 8x and 7.33x.
    const row = summarizeRoute(
      "/a",
      [run(1000, 0, 0, SCORES_100, 2400, 8)],
      [run(1000, 0, 0, SCORES_100, 2200, 7.33)],
      0,
    );
    expect(row.cpuMultiplier).toBeCloseTo(7.665);
    expect(auditTable([row])[2]).toMatch(/\| 2300 \| 7\.67 \| 1200 \|$/);
  });

  it("shows a dash where Lighthouse gave no benchmark index or multiplier", () => {
    const row = summarizeRoute("/a", [run(1000)], [run(1000)], 0);
    expect(auditTable([row])[2]).toMatch(/\| – \| – \| – \|$/);
  });
});
