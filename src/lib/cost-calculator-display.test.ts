import { describe, expect, it } from "vitest";
import { calculateCost } from "./cost-calculator";
import { formatUsd, headlineAmounts } from "./cost-calculator-display";

describe("formatUsd and headlineAmounts", () => {
  it("shows US dollars with cents", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(27_300)).toBe("$27,300.00");
    expect(formatUsd(0.125)).toBe("$0.13");
    expect(formatUsd(-0)).toBe("$0.00");
    expect(formatUsd(-0.001)).toBe("$0.00");
  });

  it("refuses NaN and Infinity", () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("keeps the rounded amounts adding up when the patient share ends in half a cent", () => {
    // 1 visit at $150 with 0.33 % coinsurance: patient $0.495, insurance $149.505.
    const estimate = calculateCost({
      insuranceType: "commercial",
      planType: "ppo",
      deductible: 0,
      deductibleMet: 0,
      coinsurance: 0.33,
      copay: 0,
      outOfPocketMax: 0,
      outOfPocketMet: 0,
      serviceType: "skilled-nursing",
      serviceFrequency: "weekly",
      estimatedDuration: "1-week",
    });
    const shown = headlineAmounts(estimate);
    expect(Math.round((shown.patientPays + shown.insurancePays) * 100)).toBe(15_000);
  });
});
