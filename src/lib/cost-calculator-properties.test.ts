/*
 * Properties of the estimate over every valid input (issue 14): what the patient pays never
 * exceeds the total, patient + insurance = total to the cent, the breakdown adds up to what
 * the patient pays, the caps hold, and three insurance types pay covered visits in full.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateCost,
  INSURANCE_TYPES,
  isValidEstimate,
  PLAN_TYPES,
  type CostEstimate,
} from "./cost-calculator";
import { ESTIMATED_DURATIONS, SERVICE_FREQUENCIES, SERVICE_TYPES } from "./cost-calculator-care";
import { calculatorSchema } from "./forms/calculator-schema";

const money = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 5_000_000 }).map((tenths) => tenths / 1000),
  fc.double({ min: 0, max: 999_999.99, noNaN: true, noDefaultInfinity: true }),
);
const percentage = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 0, max: 100, noNaN: true }),
);
/** Any valid form, as the schema hands it to the calculator. */
const input = fc
  .record({
    insuranceType: fc.constantFrom(...INSURANCE_TYPES),
    planType: fc.constantFrom(...PLAN_TYPES),
    deductible: money,
    deductibleMet: money,
    coinsurance: percentage,
    copay: fc.oneof(fc.constant(0), money),
    outOfPocketMax: fc.oneof(fc.constant(0), money),
    outOfPocketMet: money,
    serviceType: fc.constantFrom(...SERVICE_TYPES),
    serviceFrequency: fc.constantFrom(...SERVICE_FREQUENCIES),
    estimatedDuration: fc.constantFrom(...ESTIMATED_DURATIONS),
  })
  .map((raw) => calculatorSchema.parse(raw));

/** An amount in whole cents; fails the test if it is not a whole number of cents. */
function cents(dollars: number): number {
  const value = Math.round(dollars * 100);
  expect(Math.abs(dollars * 100 - value)).toBeLessThan(1e-6);
  return value;
}

const amounts = (e: CostEstimate) => [
  e.totalCost,
  e.insurancePays,
  e.patientPays,
  ...Object.values(e.breakdown),
];

const RUNS = { numRuns: 1000 };

describe("calculateCost over every valid input", () => {
  it("gives whole cents, never NaN, Infinity, -0 or a negative amount", () => {
    fc.assert(
      fc.property(input, (values) => {
        const estimate = calculateCost(values);
        expect(isValidEstimate(estimate)).toBe(true);
        for (const n of amounts(estimate)) {
          expect(n).toBeGreaterThanOrEqual(0);
          expect(Object.is(n, -0)).toBe(false);
          cents(n);
        }
      }),
      RUNS,
    );
  });

  it("patientPays <= totalCost", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost(values);
        expect(cents(e.patientPays)).toBeLessThanOrEqual(cents(e.totalCost));
      }),
      RUNS,
    );
  });

  it("patientPays + insurancePays === totalCost, in cents", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost(values);
        expect(cents(e.patientPays) + cents(e.insurancePays)).toBe(cents(e.totalCost));
      }),
      RUNS,
    );
  });

  it("the breakdown adds up to what the patient pays (no amount a cap removed)", () => {
    fc.assert(
      fc.property(input, (values) => {
        const { breakdown, patientPays } = calculateCost(values);
        expect(
          cents(breakdown.deductibleAmount) +
            cents(breakdown.coinsuranceAmount) +
            cents(breakdown.copayAmount),
        ).toBe(cents(patientPays));
      }),
      RUNS,
    );
  });

  it("the out-of-pocket maximum holds", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost(values);
        // A maximum under half a cent is $0.00: no maximum, as 0 is.
        if (values.outOfPocketMax >= 0.01) {
          const left = Math.max(
            0,
            Math.round(values.outOfPocketMax * 100) - Math.round(values.outOfPocketMet * 100),
          );
          expect(cents(e.patientPays)).toBeLessThanOrEqual(left + 1);
          expect(cents(e.breakdown.outOfPocketRemaining)).toBeLessThanOrEqual(left + 1);
        } else if (values.outOfPocketMax < 0.005) {
          expect(e.breakdown.outOfPocketRemaining).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it("Original Medicare, Medicaid and dual eligible: $0 for the visits, whatever was entered", () => {
    const paidInFull = fc.constantFrom("medicare", "medicaid", "dual-eligible");
    fc.assert(
      fc.property(input, paidInFull, (values, insuranceType) => {
        const e = calculateCost({ ...values, insuranceType });
        expect(e.patientPays).toBe(0);
        expect(e.insurancePays).toBe(e.totalCost);
        expect(e.breakdown.deductibleAmount).toBe(0);
        expect(e.breakdown.coinsuranceAmount).toBe(0);
        expect(e.breakdown.copayAmount).toBe(0);
        expect(e.paidInFull).toBe(insuranceType);
        expect(e.cappedBy).toBeNull();
      }),
      RUNS,
    );
  });

  it("coinsurance is rounded half up exactly (integer arithmetic as the oracle)", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 10_000 }), (values, hundredths) => {
        const e = calculateCost({
          ...values,
          insuranceType: "commercial",
          deductible: 0,
          copay: 0,
          outOfPocketMax: 0,
          coinsurance: hundredths / 100,
        });
        const total = cents(e.totalCost);
        expect(cents(e.patientPays)).toBe(Math.floor((total * hundredths + 5000) / 10_000));
      }),
      RUNS,
    );
  });
});
