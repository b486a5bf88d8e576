/**
 * `AUDIT_CPU_INDEX=<n> npm run audit` (issue 32): audit as if on a slower machine, one whose
 * Lighthouse CPU benchmark index (`environment.benchmarkIndex`) is n.
 *
 * Lighthouse's simulated throttling multiplies the CPU time it observed by
 * `throttling.cpuSlowdownMultiplier` (4 by default). Its docs say the multiplier is relative to the
 * host, so it should be calibrated by the host's benchmarkIndex: "CPU throttling is expressed
 * relative to the performance of the host device … it's important to calibrate your device before
 * attempting to compare different reports", and "On a weaker machine, you can lower it from the
 * default of 4x" (GoogleChrome/lighthouse, docs/throttling.md, "Benchmarking CPU Power" and
 * "Calibrating the CPU slowdown"). The index is a work rate (iterations of a fixed loop per
 * second), so the same task takes time in inverse proportion to it: a host of index M that
 * observes a task at t ms would observe it at t × M / n on a host of index n. Lighthouse's default
 * of 4× on that slower host is then 4 × M / n on this one. (The docs' calculator web app maps an
 * index to a fixed mid-tier phone; here the goal is another host of the same kind, the issue's
 * slow moments at index 1,170–1,994, so the proportional form is the one that applies.)
 */

/** Lighthouse's default `cpuSlowdownMultiplier` (the mobile preset). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * AUDIT_CPU_INDEX as a number, undefined when unset or empty.
 * @param {string | undefined} raw
 * @returns {number | undefined}
 * @throws {Error} when it is not a positive number
 */
export function parseCpuIndex(raw) {
  if (raw === undefined || raw.trim() === "") return undefined;
  const index = Number(raw);
  if (!Number.isFinite(index) || index <= 0)
    throw new Error(`AUDIT_CPU_INDEX must be a positive number (a benchmark index), not "${raw}".`);
  return index;
}

/**
 * The multiplier that makes a run on a host of `measuredIndex` read like Lighthouse's default on a
 * host of `targetIndex`: 4 × measured / target, to two decimals. Never below 1: a host already
 * more than four times slower than the target cannot be sped up by simulation (Lighthouse's
 * DevTools throttling rejects a rate under 1 too); the table shows the multiplier used.
 * @param {number} measuredIndex this host's benchmark index
 * @param {number} targetIndex the benchmark index to emulate
 * @returns {number}
 */
export function cpuSlowdownFor(measuredIndex, targetIndex) {
  if (!(measuredIndex > 0) || !(targetIndex > 0))
    throw new Error("Both benchmark indexes must be positive numbers.");
  const multiplier = (DEFAULT_CPU_SLOWDOWN * measuredIndex) / targetIndex;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

/**
 * The index a run actually emulated, from its own benchmark and the multiplier it was given:
 * measured × 4 / multiplier. It equals AUDIT_CPU_INDEX unless the multiplier was held at 1 (a
 * host more than four times slower than the target); the table shows it so such a run is seen.
 * @param {number | undefined} measuredIndex
 * @param {number | undefined} multiplier
 * @returns {number | undefined}
 */
export function emulatedIndex(measuredIndex, multiplier) {
  if (!(measuredIndex !== undefined && measuredIndex > 0) || !(multiplier && multiplier > 0))
    return undefined;
  return (measuredIndex * DEFAULT_CPU_SLOWDOWN) / multiplier;
}
