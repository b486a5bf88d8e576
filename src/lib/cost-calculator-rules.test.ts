/*
 * Issue 14's corrections to the estimate, as literal cases: covered home health visits cost $0
 * with Original Medicare, Illinois Medicaid and dual eligibility; "You Pay" stops at the total;
 * money is exact to the cent.
 */
import { describe, expect, it } from "vitest";
import { calculateCost, type CostInput } from "./cost-calculator";

/** The Medicare page's calculator with its defaults (20 % coinsurance) and 18 nurse visits. */
const medicarePage: CostInput = {
  insuranceType: "medicare",
  planType: "original-medicare",
  deductible: 0,
  deductibleMet: 0,
  coinsurance: 20,
  copay: 0,
  outOfPocketMax: 0,
  outOfPocketMet: 0,
  serviceType: "skilled-nursing",
  serviceFrequency: "3x-week",
  estimatedDuration: "1-2-months",
};

describe("insurance that pays covered home health visits in full", () => {
  it("Original Medicare: $0, not the $540 (20 % of $2,700) shown before", () => {
    const estimate = calculateCost(medicarePage);
    expect(estimate.totalCost).toBe(2700);
    expect(estimate.patientPays).toBe(0);
    expect(estimate.insurancePays).toBe(2700);
    expect(estimate.paidInFull).toBe("medicare");
  });

  it.each(["medicare", "medicaid", "dual-eligible"] as const)(
    "%s: no deductible, coinsurance or copay for the visits, whatever was entered",
    (insuranceType) => {
      const estimate = calculateCost({
        ...medicarePage,
        insuranceType,
        planType: "other",
        deductible: 1600,
        coinsurance: 50,
        copay: 40,
      });
      expect(estimate.patientPays).toBe(0);
      expect(estimate.breakdown).toMatchObject({
        deductibleRemaining: 0,
        deductibleAmount: 0,
        coinsuranceAmount: 0,
        copayAmount: 0,
      });
      expect(estimate.paidInFull).toBe(insuranceType);
    },
  );

  it.each(["commercial", "medicare-advantage"] as const)(
    "%s: the plan's own amounts apply",
    (insuranceType) => {
      const estimate = calculateCost({ ...medicarePage, insuranceType, planType: "ppo" });
      expect(estimate.patientPays).toBe(540);
      expect(estimate.paidInFull).toBeNull();
    },
  );
});

describe("exact cents", () => {
  it("6.5 % of $595 is $38.68 (half up), not $38.67", () => {
    // A home health aide every day for 1 week: 7 × $85 = $595.
    const estimate = calculateCost({
      ...medicarePage,
      insuranceType: "commercial",
      planType: "ppo",
      coinsurance: 6.5,
      serviceType: "home-health-aide",
      serviceFrequency: "daily",
      estimatedDuration: "1-week",
    });
    expect(estimate.totalCost).toBe(595);
    expect(estimate.breakdown.coinsuranceAmount).toBe(38.68);
    expect(estimate.patientPays).toBe(38.68);
    expect(estimate.insurancePays).toBe(556.32);
  });

  it("rounds a copay for a fraction of a visit half up", () => {
    // Once a month for about 3 weeks: three quarters of a visit; $0.50 × 0.75 = 37.5 cents.
    const estimate = calculateCost({
      ...medicarePage,
      insuranceType: "commercial",
      planType: "ppo",
      coinsurance: 0,
      copay: 0.5,
      serviceFrequency: "monthly",
      estimatedDuration: "2-4-weeks",
    });
    expect(estimate.visits).toBe(0.75);
    expect(estimate.breakdown.copayAmount).toBe(0.38);
  });
});
