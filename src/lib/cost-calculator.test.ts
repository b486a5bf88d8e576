/*
 * Longer than 200 lines on purpose: one table per spec rule (costs, frequencies, each payment
 * path) and the properties over every input; the tables are the readable oracle of §9.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorOptions } from "@/content/calculator";
import {
  calculateCost,
  ESTIMATED_DURATIONS,
  INSURANCE_TYPES,
  isValidEstimate,
  PLAN_TYPES,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
  type CostInput,
} from "./cost-calculator";
import { headlineAmounts } from "./cost-calculator-display";
import { calculatorSchema } from "./forms/calculator-schema";
import { CARE_SERVICE_TYPES } from "../../test/spec";

/** 3 skilled-nursing visits (3x-week for 1 week) at $150: total $450; no costs to the patient. */
const base: CostInput = {
  insuranceType: "commercial",
  planType: "ppo",
  deductible: 0,
  deductibleMet: 0,
  coinsurance: 0,
  copay: 0,
  outOfPocketMax: 0,
  outOfPocketMet: 0,
  serviceType: "skilled-nursing",
  serviceFrequency: "3x-week",
  estimatedDuration: "1-week",
};

const run = (changes: Partial<CostInput>) => calculateCost({ ...base, ...changes });

describe("constants (SPEC §9)", () => {
  it.each([
    ["skilled-nursing", 150],
    ["home-health-aide", 85],
    ["physical-therapy", 120],
    ["occupational-therapy", 120],
    ["speech-therapy", 130],
    ["medical-social-services", 100],
    ["multiple-services", 180],
  ] as const)("a %s visit costs $%i", (serviceType, cost) => {
    const estimate = run({ serviceType, serviceFrequency: "weekly", estimatedDuration: "1-week" });
    expect(estimate.costPerVisit).toBe(cost);
    expect(estimate.totalCost).toBe(cost);
  });

  it("charges $150 a visit for an unknown service type", () => {
    for (const serviceType of ["acupuncture", "toString", ""]) {
      const estimate = run({ serviceType: serviceType as CostInput["serviceType"] });
      expect(estimate.costPerVisit).toBe(150);
      expect(estimate.totalCost).toBe(450);
    }
  });

  it.each([
    ["daily", 7],
    ["3x-week", 3],
    ["2x-week", 2],
    ["weekly", 1],
    ["monthly", 0.25],
  ] as const)("%s means %d visits a week", (serviceFrequency, perWeek) => {
    expect(run({ serviceFrequency, estimatedDuration: "1-week" }).visits).toBe(perWeek);
  });

  it.each([
    ["1-week", 1],
    ["2-4-weeks", 3],
    ["1-2-months", 6],
    ["3-6-months", 18],
    ["6-months-plus", 26],
  ] as const)("%s means %i weeks", (estimatedDuration, weeks) => {
    expect(run({ serviceFrequency: "weekly", estimatedDuration }).visits).toBe(weeks);
  });

  it("multiplies visits a week by weeks, fractions included", () => {
    const daily = run({ serviceFrequency: "daily", estimatedDuration: "6-months-plus" });
    expect(daily.visits).toBe(182);
    expect(daily.totalCost).toBe(27_300);
    const monthly = run({
      serviceType: "home-health-aide",
      serviceFrequency: "monthly",
      estimatedDuration: "2-4-weeks",
    });
    expect(monthly.visits).toBe(0.75);
    expect(monthly.totalCost).toBe(63.75);
  });

  it("has a labelled option for every value, in the spec's order", () => {
    expect(INSURANCE_TYPES).toEqual([
      "medicare",
      "medicaid",
      "commercial",
      "medicare-advantage",
      "dual-eligible",
    ]);
    expect(PLAN_TYPES).toEqual(["hmo", "ppo", "epo", "pos", "original-medicare", "other"]);
    expect(SERVICE_TYPES).toEqual(CARE_SERVICE_TYPES);
    expect(SERVICE_FREQUENCIES).toEqual(["daily", "3x-week", "2x-week", "weekly", "monthly"]);
    expect(ESTIMATED_DURATIONS).toEqual([
      "1-week",
      "2-4-weeks",
      "1-2-months",
      "3-6-months",
      "6-months-plus",
    ]);
    const { serviceFrequency, estimatedDuration } = calculatorOptions;
    expect(serviceFrequency.find((o) => o.value === "3x-week")?.label).toBe("3 times a week");
    expect(estimatedDuration.find((o) => o.value === "2-4-weeks")?.label).toBe("2–4 weeks");
    for (const option of Object.values(calculatorOptions).flat()) {
      expect(option.label.trim()).not.toBe("");
    }
  });
});

describe("calculateCost paths (total $450)", () => {
  it("insurance pays everything with no deductible, coinsurance or copay", () => {
    expect(run({})).toEqual({
      totalCost: 450,
      insurancePays: 450,
      patientPays: 0,
      breakdown: {
        deductibleRemaining: 0,
        coinsuranceAmount: 0,
        copayAmount: 0,
        outOfPocketRemaining: 0,
      },
      visits: 3,
      costPerVisit: 150,
    });
  });

  it("deductible: the patient pays the deductible left, up to the total", () => {
    const part = run({ deductible: 300, deductibleMet: 100 });
    expect(part.breakdown.deductibleRemaining).toBe(200);
    expect(part.patientPays).toBe(200);
    expect(part.insurancePays).toBe(250);

    const all = run({ deductible: 1000, deductibleMet: 200, coinsurance: 20 });
    expect(all.breakdown.deductibleRemaining).toBe(800);
    expect(all.breakdown.coinsuranceAmount).toBe(0);
    expect(all.patientPays).toBe(450);
    expect(all.insurancePays).toBe(0);
  });

  it("deductible already met (or more than met) leaves nothing to pay for it", () => {
    const met = run({ deductible: 500, deductibleMet: 900 });
    expect(met.breakdown.deductibleRemaining).toBe(0);
    expect(met.patientPays).toBe(0);
  });

  it("coinsurance applies to what is left after the deductible", () => {
    const estimate = run({ deductible: 100, coinsurance: 20 });
    expect(estimate.breakdown.coinsuranceAmount).toBe(70); // (450 - 100) × 20 %
    expect(estimate.patientPays).toBe(170);
    expect(estimate.insurancePays).toBe(280);
    expect(run({ coinsurance: 100 }).patientPays).toBe(450);
    expect(run({ coinsurance: 12.5 }).breakdown.coinsuranceAmount).toBe(56.25);
  });

  it("copays are per visit and add to what the patient pays", () => {
    const estimate = run({ copay: 25, coinsurance: 20 });
    expect(estimate.breakdown.copayAmount).toBe(75);
    expect(estimate.patientPays).toBe(165); // 90 coinsurance + 75 copays
    expect(estimate.insurancePays).toBe(285);
  });

  it("copays above the total: the patient pays more than the total and insurance 0 (spec formula)", () => {
    const estimate = run({ copay: 200 });
    expect(estimate.patientPays).toBe(600);
    expect(estimate.insurancePays).toBe(0);
  });

  it("out-of-pocket maximum caps what the patient pays", () => {
    const capped = run({
      deductible: 100,
      coinsurance: 20,
      outOfPocketMax: 1000,
      outOfPocketMet: 900,
    });
    expect(capped.patientPays).toBe(100);
    expect(capped.insurancePays).toBe(350);
    expect(capped.breakdown.coinsuranceAmount).toBe(70); // the breakdown is before the cap
    expect(capped.breakdown.outOfPocketRemaining).toBe(0);

    const under = run({
      deductible: 100,
      coinsurance: 20,
      outOfPocketMax: 5000,
      outOfPocketMet: 0,
    });
    expect(under.patientPays).toBe(170);
    expect(under.breakdown.outOfPocketRemaining).toBe(4830);
  });

  it("maximum already reached: the patient pays nothing more", () => {
    const estimate = run({ copay: 50, outOfPocketMax: 2000, outOfPocketMet: 2500 });
    expect(estimate.patientPays).toBe(0);
    expect(estimate.insurancePays).toBe(450);
    expect(estimate.breakdown.outOfPocketRemaining).toBe(0);
  });

  it("a maximum of 0 means no cap and an out-of-pocket remaining of 0", () => {
    const estimate = run({ copay: 200, outOfPocketMax: 0, outOfPocketMet: 50 });
    expect(estimate.patientPays).toBe(600);
    expect(estimate.breakdown.outOfPocketRemaining).toBe(0);
  });

  it("removes floating-point noise", () => {
    const estimate = run({
      copay: 0.1,
      serviceFrequency: "weekly",
      estimatedDuration: "2-4-weeks",
    });
    expect(estimate.breakdown.copayAmount).toBe(0.3); // not 0.30000000000000004
  });

  it.each<[string, Partial<CostInput>]>([
    ["a negative amount", { deductible: -1 }],
    ["NaN", { copay: Number.NaN }],
    ["Infinity", { outOfPocketMax: Number.POSITIVE_INFINITY }],
    ["coinsurance above 100", { coinsurance: 101 }],
    ["an unknown frequency", { serviceFrequency: "hourly" as CostInput["serviceFrequency"] }],
    ["an unknown duration", { estimatedDuration: "forever" as CostInput["estimatedDuration"] }],
  ])("throws a RangeError for %s", (_name, changes) => {
    expect(() => run(changes)).toThrow(RangeError);
  });
});

describe("properties over valid schema outputs", () => {
  const money = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100),
    fc.double({ min: 0, max: 999_999.99, noNaN: true, noDefaultInfinity: true }),
  );
  const input = fc
    .record({
      insuranceType: fc.constantFrom(...INSURANCE_TYPES),
      planType: fc.constantFrom(...PLAN_TYPES),
      deductible: money,
      deductibleMet: money,
      coinsurance: fc.oneof(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
      ),
      copay: fc.oneof(fc.constant(0), money),
      outOfPocketMax: fc.oneof(fc.constant(0), money),
      outOfPocketMet: money,
      serviceType: fc.constantFrom(...SERVICE_TYPES),
      serviceFrequency: fc.constantFrom(...SERVICE_FREQUENCIES),
      estimatedDuration: fc.constantFrom(...ESTIMATED_DURATIONS),
    })
    .map((raw) => calculatorSchema.parse(raw));

  const amounts = (e: ReturnType<typeof calculateCost>) => [
    e.totalCost,
    e.insurancePays,
    e.patientPays,
    e.visits,
    e.costPerVisit,
    ...Object.values(e.breakdown),
  ];

  it("never gives NaN, Infinity or a negative amount", () => {
    fc.assert(
      fc.property(input, (values) => {
        const estimate = calculateCost(values);
        expect(isValidEstimate(estimate)).toBe(true);
        for (const n of amounts(estimate)) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(Object.is(n, -0)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("patient pays + insurance pays = total whenever patient pays ≤ total", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost(values);
        if (e.patientPays <= e.totalCost) {
          expect(Math.abs(e.patientPays + e.insurancePays - e.totalCost)).toBeLessThan(1e-6);
          const shown = headlineAmounts(e);
          expect(Math.round((shown.patientPays + shown.insurancePays) * 100)).toBe(
            Math.round(shown.totalCost * 100),
          );
        } else {
          expect(e.insurancePays).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the out-of-pocket cap holds", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost(values);
        if (values.outOfPocketMax > 0) {
          const capLeft = Math.max(0, values.outOfPocketMax - values.outOfPocketMet);
          expect(e.patientPays).toBeLessThanOrEqual(capLeft + 1e-6);
          expect(e.breakdown.outOfPocketRemaining).toBeLessThanOrEqual(capLeft + 1e-6);
        } else {
          expect(e.breakdown.outOfPocketRemaining).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("without a cap the patient pays the deductible portion + coinsurance + copays", () => {
    fc.assert(
      fc.property(input, (values) => {
        const e = calculateCost({ ...values, outOfPocketMax: 0 });
        const deductiblePortion = Math.min(e.totalCost, e.breakdown.deductibleRemaining);
        const sum = deductiblePortion + e.breakdown.coinsuranceAmount + e.breakdown.copayAmount;
        expect(Math.abs(e.patientPays - sum)).toBeLessThan(1e-6);
      }),
    );
  });
});
