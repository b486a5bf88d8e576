// Types for main-thread-work.mjs (the project's tsconfig has `allowJs: false`).
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
};
export type Work = {
  tasks: number;
  totalMs: number;
  afterPaintMs: number;
  blockingMs: number;
  longTasks: number;
};
export function mainThreadWork(events: readonly TraceEvent[], url: string): Work;
