/*
 * Longer than 200 lines on purpose: one table per spec rule (costs, frequencies, each payment
 * path); the tables are the readable oracle of §9. The properties over every input are in
 * `cost-calculator-properties.test.ts`, issue 14's rules in `cost-calculator-rules.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { calculatorOptions } from "@/content/calculator";
import { calculateCost, INSURANCE_TYPES, PLAN_TYPES, type CostInput } from "./cost-calculator";
import { ESTIMATED_DURATIONS, SERVICE_FREQUENCIES, SERVICE_TYPES } from "./cost-calculator-care";
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
        deductibleAmount: 0,
        coinsuranceAmount: 0,
        copayAmount: 0,
        outOfPocketRemaining: 0,
      },
      visits: 3,
      costPerVisit: 150,
      paidInFull: null,
      cappedBy: null,
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

  it("copays above the total: the patient pays the total, no more, and the estimate says why", () => {
    const estimate = run({ copay: 200 });
    expect(estimate.patientPays).toBe(450);
    expect(estimate.insurancePays).toBe(0);
    expect(estimate.breakdown.copayAmount).toBe(450); // not the 600 the cap removed
    expect(estimate.cappedBy).toBe("total-cost");
    // Deductible and coinsurance first, then what is left of the total for copays.
    const mixed = run({ deductible: 100, coinsurance: 20, copay: 200 });
    expect(mixed.patientPays).toBe(450);
    expect(mixed.breakdown).toMatchObject({
      deductibleAmount: 100,
      coinsuranceAmount: 70,
      copayAmount: 280,
    });
  });

  it("out-of-pocket maximum caps what the patient pays", () => {
    // One plan; only how much of its maximum is left differs ($100, then $5,000).
    const plan = { deductible: 100, coinsurance: 20 };
    const capped = run({ ...plan, outOfPocketMax: 1000, outOfPocketMet: 900 });
    expect(capped.patientPays).toBe(100);
    expect(capped.insurancePays).toBe(350);
    // The breakdown lists what is paid after the cap: not the $70 coinsurance the cap removed.
    expect(capped.breakdown.deductibleAmount).toBe(100);
    expect(capped.breakdown.coinsuranceAmount).toBe(0);
    expect(capped.breakdown.outOfPocketRemaining).toBe(0);
    expect(capped.cappedBy).toBe("out-of-pocket-max");

    const under = run({ ...plan, outOfPocketMax: 5000, outOfPocketMet: 0 });
    expect(under.patientPays).toBe(170);
    expect(under.breakdown.outOfPocketRemaining).toBe(4830);
    expect(under.cappedBy).toBeNull();
  });

  it("maximum already reached: the patient pays nothing more", () => {
    const estimate = run({ copay: 50, outOfPocketMax: 2000, outOfPocketMet: 2500 });
    expect(estimate.patientPays).toBe(0);
    expect(estimate.insurancePays).toBe(450);
    expect(estimate.breakdown.outOfPocketRemaining).toBe(0);
  });

  it("a maximum of 0 means no cap and an out-of-pocket remaining of 0", () => {
    const estimate = run({ copay: 100, outOfPocketMax: 0, outOfPocketMet: 50 });
    expect(estimate.patientPays).toBe(300);
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
