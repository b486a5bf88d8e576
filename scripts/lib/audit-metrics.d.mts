// Types for audit-metrics.mjs (the project's tsconfig has `allowJs: false`).
import type { Result } from "lighthouse";

export const CATEGORIES: readonly { id: string; label: string }[];
export type RunMetrics = {
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  scores: Record<string, number | null | undefined>;
  jsLoaded: number;
  benchmarkIndex?: number | undefined;
  cpuMultiplier?: number | undefined;
};
export type RouteSummary = {
  route: string;
  lcp: number | undefined;
  lcpBlocked: number | undefined;
  ratio: number | undefined;
  tbt: number | undefined;
  tbtBlocked: number | undefined;
  cls: number | undefined;
  scores: Record<string, number | undefined>;
  firstVisitJs: number | undefined;
  benchmarkIndex: number | undefined;
  cpuMultiplier: number | undefined;
  emulatedIndex: number | undefined;
};
export function runMetrics(lhr: Result): RunMetrics;
export function median(values: (number | null | undefined)[]): number | undefined;
export function summarizeRoute(
  route: string,
  withScripts: RunMetrics[],
  blocked: RunMetrics[],
  firstVisitJs: number | undefined,
): RouteSummary;
export function missedTargets(row: RouteSummary): string[];
export function formatSeconds(ms: number | undefined): string;
export function formatScore(score: number | null | undefined): string;
export function auditTable(rows: RouteSummary[]): string[];
