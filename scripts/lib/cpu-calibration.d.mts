// Types for cpu-calibration.mjs (the project's tsconfig has `allowJs: false`).
export const DEFAULT_CPU_SLOWDOWN: number;
export function parseCpuIndex(raw: string | undefined): number | undefined;
export function cpuSlowdownFor(measuredIndex: number, targetIndex: number): number;
export function emulatedIndex(
  measuredIndex: number | undefined,
  multiplier: number | undefined,
): number | undefined;
