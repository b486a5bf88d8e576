import { describe, expect, it } from "vitest";
import {
  DEFAULT_CPU_SLOWDOWN,
  cpuSlowdownFor,
  emulatedIndex,
  parseCpuIndex,
} from "./cpu-calibration.mjs";

describe("parseCpuIndex (AUDIT_CPU_INDEX)", () => {
  it("is undefined when unset or empty, so the audit keeps Lighthouse's 4x", () => {
    expect(parseCpuIndex(undefined)).toBeUndefined();
    expect(parseCpuIndex(" ")).toBeUndefined();
  });

  it("reads a benchmark index", () => {
    expect(parseCpuIndex("1170")).toBe(1170);
    expect(parseCpuIndex("1994.5")).toBe(1994.5);
  });

  it("refuses what is not a positive number", () => {
    for (const raw of ["slow", "0", "-1200", "Infinity", "1,170"])
      expect(() => parseCpuIndex(raw), raw).toThrow(/AUDIT_CPU_INDEX must be a positive number/);
  });
});

describe("cpuSlowdownFor: 4 x measured / target (docs/throttling.md, calibrating by benchmarkIndex)", () => {
  it("keeps Lighthouse's default on a host of the target's speed", () => {
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(cpuSlowdownFor(1500, 1500)).toBe(4);
  });

  it("slows a faster host down in proportion to its index", () => {
    // This machine's quiet figure against the slow end: 2,340 / 1,170 = 2, so 8x.
    expect(cpuSlowdownFor(2340, 1170)).toBe(8);
    expect(cpuSlowdownFor(2500, 1994)).toBe(5.02);
  });

  it("lowers the multiplier on a host slower than the target, never under 1", () => {
    expect(cpuSlowdownFor(1000, 2000)).toBe(2);
    expect(cpuSlowdownFor(300, 1500)).toBe(1);
  });

  it("refuses an index that is missing or not positive", () => {
    expect(() => cpuSlowdownFor(0, 1170)).toThrow();
    expect(() => cpuSlowdownFor(2000, Number.NaN)).toThrow();
  });
});

describe("emulatedIndex", () => {
  it("gives back the target the multiplier was chosen for", () => {
    expect(emulatedIndex(2340, cpuSlowdownFor(2340, 1170))).toBe(1170);
  });

  it("shows a run that could not be slowed enough (the multiplier held at 1)", () => {
    expect(emulatedIndex(250, cpuSlowdownFor(250, 1170))).toBe(1000);
    expect(emulatedIndex(undefined, 8)).toBeUndefined();
    expect(emulatedIndex(2000, undefined)).toBeUndefined();
  });
});
