import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOfCents, scaleCents, toCents, toDollars } from "./money";

describe("money in whole cents, rounded half up exactly", () => {
  it("reads amounts as the decimals they print as", () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(250)).toBe(25_000);
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(12.345)).toBe(1235); // half a cent rounds up
    expect(toCents(1.005)).toBe(101); // 1.005 is 1.00499999… in binary: still rounds up
    expect(toCents(0.125)).toBe(13);
    expect(toCents(0.124)).toBe(12);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(5e-3)).toBe(1);
    expect(toCents(999_999.99)).toBe(99_999_999);
  });

  it("takes a percentage of cents: 6.5 % of $595 is $38.68 (38.675 rounded half up)", () => {
    expect(percentOfCents(59_500, 6.5)).toBe(3868);
    expect(toDollars(percentOfCents(59_500, 6.5))).toBe(38.68);
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(1, 49.99)).toBe(0);
    expect(percentOfCents(45_000, 20)).toBe(9000);
    expect(percentOfCents(45_000, 0)).toBe(0);
    expect(percentOfCents(45_000, 100)).toBe(45_000);
    expect(percentOfCents(15_000, 0.33)).toBe(50); // 49.5 cents
  });

  it("scales cents by a fraction: a copay for a quarter of a visit", () => {
    expect(scaleCents(1, 1, 4)).toBe(0);
    expect(scaleCents(2, 1, 4)).toBe(1);
    expect(scaleCents(1000, 3, 4)).toBe(750);
    expect(scaleCents(1001, 3, 4)).toBe(751); // 750.75
  });

  it("refuses a negative or non-finite amount", () => {
    expect(() => toCents(-1)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => percentOfCents(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("agrees with integer arithmetic for every amount in cents and percentage in hundredths", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, hundredths) => {
          // cents × (hundredths / 100) % = cents × hundredths / 10 000, half up.
          const expected = Math.floor((cents * hundredths + 5000) / 10_000);
          expect(percentOfCents(cents, hundredths / 100)).toBe(expected);
          expect(toCents(cents / 100)).toBe(cents);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
