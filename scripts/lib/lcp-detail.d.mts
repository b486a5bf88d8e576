// Types for lcp-detail.mjs (the project's tsconfig has `allowJs: false`).
import type { Result } from "lighthouse";

export const FIRST_ROUND_TRIP_BYTES: number;
export type LcpDetail = {
  documentBytes: number | undefined;
  before: { url: string; bytes: number }[];
  element: string | undefined;
};
export function lcpDetail(lhr: Result): LcpDetail;
export function formatLcpDetail(route: string, detail: LcpDetail): string;
