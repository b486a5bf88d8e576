// Types for budgets.mjs (the project's tsconfig has `allowJs: false`).
export type BudgetRule = { pattern: string; kB: number; why: string };
export type MeasuredPage = {
  route: string;
  firstVisit: number;
  onDemand: number;
  budget: number;
  problems: string[];
};
export function matchesRoute(pattern: string, route: string): boolean;
export function budgetFor(route: string): BudgetRule;
export const CONTENT_HTML_KB: number;
export function htmlBudgetFor(route: string): { kB: number; content: boolean; why?: string };
export function budgetStatus(page: MeasuredPage): "ok" | "over" | "error";
export function budgetReport(pages: readonly MeasuredPage[]): {
  lines: string[];
  failed: MeasuredPage[];
};
