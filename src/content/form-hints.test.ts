/*
 * A hint that tells the visitor which option to choose names it exactly as the field writes it
 * (issue 14: the verification form's hint said "Multiple Services" for "More than one service").
 * Every phrase a select's hint puts in quotes must be one of that select's option labels.
 */
import { describe, expect, it } from "vitest";
import { calculatorCopy, calculatorOptions } from "./calculator";
import { insuranceCompanyChoices } from "./insurance/provider-choices";
import { verificationCopy } from "./verification";

const quoted = (hint: string) => [...hint.matchAll(/"([^"]+)"/g)].map((match) => match[1]);

const selects: [string, string | undefined, readonly { label: string }[]][] = [
  [
    "calculator insuranceType",
    calculatorCopy.fields.insuranceType.hint,
    calculatorOptions.insuranceType,
  ],
  ["calculator planType", calculatorCopy.fields.planType.hint, calculatorOptions.planType],
  [
    "verification serviceType",
    verificationCopy.fields.serviceType.hint,
    calculatorOptions.serviceType,
  ],
  [
    "verification insuranceCompany",
    verificationCopy.fields.insuranceCompany.hint,
    insuranceCompanyChoices,
  ],
];

describe("select hints name their options as written", () => {
  it.each(selects)("%s", (_name, hint, options) => {
    const labels = options.map((option) => option.label);
    const named = quoted(hint ?? "");
    expect(named.length).toBeGreaterThan(0);
    for (const phrase of named) expect(labels).toContain(phrase);
  });

  it("the care type hint names the choice for more than one kind of care", () => {
    expect(verificationCopy.fields.serviceType.hint).toBe(
      'Choose "More than one service" if you need more than one kind of care.',
    );
  });

  it("the date of birth hint shows both forms the field takes", () => {
    expect(verificationCopy.fields.dateOfBirth.hint).toContain("03/27/1948");
    expect(verificationCopy.fields.dateOfBirth.hint).toContain("1948-03-27");
  });
});
