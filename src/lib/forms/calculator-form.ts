/*
 * What the cost calculator form needs when it renders: its fields in order, its starting values
 * and its validation, which loads when the visitor reaches the form (the schema and zod are not
 * part of the page's first download). The rules themselves are in `calculator-schema.ts`.
 */
import type { InsuranceType } from "@/lib/cost-calculator";
import type { CalculatorField, CalculatorFormValues, CalculatorValues } from "./calculator-schema";
import { lazySchema } from "./lazy-schema";

/** The form's check (the calculator schema, loaded on first use) and its `preload`. */
export const calculatorValidation = lazySchema<CalculatorFormValues, CalculatorValues>(() =>
  import("./calculator-schema").then((module) => module.calculatorSchema),
);

/** The fields in the order the form shows them (the error summary lists them so). */
export const CALCULATOR_FIELDS = [
  "insuranceType",
  "planType",
  "deductible",
  "coinsurance",
  "copay",
  "outOfPocketMax",
  "deductibleMet",
  "outOfPocketMet",
  "serviceType",
  "serviceFrequency",
  "estimatedDuration",
] as const satisfies readonly CalculatorField[];

/** Starting values of the form: SPEC §3 defaults (coinsurance 20, other numbers 0). */
export function calculatorDefaults(insuranceType?: InsuranceType): CalculatorFormValues {
  return {
    insuranceType: insuranceType ?? "",
    planType: "",
    deductible: "0",
    deductibleMet: "0",
    coinsurance: "20",
    copay: "0",
    outOfPocketMax: "0",
    outOfPocketMet: "0",
    serviceType: "",
    serviceFrequency: "",
    estimatedDuration: "",
  };
}
