/*
 * Longer than 200 lines on purpose: the spec's message for every field and every bad input class
 * is listed literally, one table per field group.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALCULATOR_FIELDS, calculatorDefaults } from "./calculator-form";
import { calculatorSchema, type CalculatorFormValues } from "./calculator-schema";

const valid: CalculatorFormValues = {
  ...calculatorDefaults(),
  insuranceType: "medicare",
  planType: "original-medicare",
  serviceType: "physical-therapy",
  serviceFrequency: "2x-week",
  estimatedDuration: "1-2-months",
};

/** What the schema makes of `raw` typed in a field: its value, or its message. */
function read(name: "deductible" | "coinsurance", raw: unknown) {
  const result = calculatorSchema.safeParse({ ...valid, [name]: raw });
  if (result.success) return { ok: true, value: result.data[name] };
  const messages = result.error.issues.filter((i) => i.path[0] === name).map((i) => i.message);
  return { ok: false, message: messages.join("; ") };
}

/** The message of each invalid field, keyed by field name. */
function errorsOf(values: Partial<Record<keyof CalculatorFormValues, unknown>>) {
  const result = calculatorSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("calculatorSchema: required selects (SPEC §5, verbatim)", () => {
  it("gives each unchosen select its own message", () => {
    expect(errorsOf(calculatorDefaults())).toEqual({
      insuranceType: "Please select your insurance type",
      planType: "Please select your plan type",
      serviceFrequency: "Please select service frequency",
      serviceType: "Please select service type",
      estimatedDuration: "Please select estimated duration",
    });
  });

  it("gives the same message for a value that is not an option, or a missing one", () => {
    expect(errorsOf({ planType: "gold" })).toEqual({ planType: "Please select your plan type" });
    expect(errorsOf({ serviceType: undefined })).toEqual({
      serviceType: "Please select service type",
    });
  });
});

describe("calculatorSchema: defaults and valid input", () => {
  it("starts with coinsurance 20 and every other number 0", () => {
    const defaults = calculatorDefaults("medicare");
    expect(defaults.insuranceType).toBe("medicare");
    expect(defaults.coinsurance).toBe("20");
    for (const name of [
      "deductible",
      "deductibleMet",
      "copay",
      "outOfPocketMax",
      "outOfPocketMet",
    ] as const) {
      expect(defaults[name]).toBe("0");
    }
    expect(calculatorDefaults().insuranceType).toBe("");
  });

  it("turns the form's strings into the calculator's input", () => {
    expect(
      calculatorSchema.parse({
        ...valid,
        deductible: "$1,250.50",
        deductibleMet: " 300 ",
        coinsurance: "12.5 %",
        copay: "",
        outOfPocketMax: "5000",
        outOfPocketMet: 100,
      }),
    ).toEqual({
      insuranceType: "medicare",
      planType: "original-medicare",
      deductible: 1250.5,
      deductibleMet: 300,
      coinsurance: 12.5,
      copay: 0,
      outOfPocketMax: 5000,
      outOfPocketMet: 100,
      serviceType: "physical-therapy",
      serviceFrequency: "2x-week",
      estimatedDuration: "1-2-months",
    });
  });

  it("accepts more paid so far than the deductible or the maximum", () => {
    expect(errorsOf({ deductible: "500", deductibleMet: "900" })).toEqual({});
    expect(errorsOf({ outOfPocketMax: "1000", outOfPocketMet: "2000" })).toEqual({});
  });

  it("lists every field once, in form order", () => {
    expect([...CALCULATOR_FIELDS].sort()).toEqual(Object.keys(calculatorSchema.shape).sort());
  });
});

describe("calculatorSchema: money fields", () => {
  const M = {
    amountNotNumber: "Enter an amount in numbers, like 250",
    amountNegative: "Enter an amount of $0 or more",
    amountTooLarge: "Enter an amount under $1,000,000",
  };
  it.each([
    ["", 0],
    ["0", 0],
    ["250", 250],
    ["$250", 250],
    ["1,250.5", 1250.5],
    ["12,345,678", null],
    [".5", 0.5],
    ["999999.99", 999_999.99],
    [0, 0],
    [42.5, 42.5],
  ] as const)("reads %j", (raw, expected) => {
    const parsed = read("deductible", raw);
    if (expected === null) expect(parsed).toEqual({ ok: false, message: M.amountTooLarge });
    else expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["-5", M.amountNegative],
    ["\u22125", M.amountNegative],
    ["-$5", M.amountNegative],
    [-0.01, M.amountNegative],
    ["abc", M.amountNotNumber],
    ["12abc", M.amountNotNumber],
    ["1e5", M.amountNotNumber],
    ["NaN", M.amountNotNumber],
    ["Infinity", M.amountNotNumber],
    ["1,00", M.amountNotNumber],
    ["1.2.3", M.amountNotNumber],
    ["--5", M.amountNotNumber],
    [Number.NaN, M.amountNotNumber],
    ["1000000", M.amountTooLarge],
    ["1".padEnd(400, "0"), M.amountTooLarge],
    // zod's number type itself refuses infinite numbers.
    [Number.NEGATIVE_INFINITY, M.amountNotNumber],
    [Number.POSITIVE_INFINITY, M.amountNotNumber],
  ] as const)("rejects %j with its message", (raw, message) => {
    expect(read("deductible", raw)).toEqual({ ok: false, message });
  });

  it("puts the message on the field", () => {
    expect(errorsOf({ copay: "-5" })).toEqual({ copay: "Enter an amount of $0 or more" });
    expect(errorsOf({ deductible: "lots" })).toEqual({
      deductible: "Enter an amount in numbers, like 250",
    });
    expect(errorsOf({ outOfPocketMax: "2000000" })).toEqual({
      outOfPocketMax: "Enter an amount under $1,000,000",
    });
    expect(errorsOf({ outOfPocketMet: null })).toEqual({
      outOfPocketMet: "Enter an amount in numbers, like 250",
    });
  });

  it("never lets through NaN, Infinity, a negative or an absurd amount, whatever is typed", () => {
    const typed = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[-\u2212$ ,.%0-9e]{0,12}$/),
      fc.double().map(String),
    );
    fc.assert(
      fc.property(typed, (raw) => {
        const parsed = read("deductible", raw);
        if (parsed.ok) {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(parsed.value).toBeGreaterThanOrEqual(0);
          expect(parsed.value).toBeLessThan(1_000_000);
          expect(Object.is(parsed.value, -0)).toBe(false);
        } else {
          expect([M.amountNegative, M.amountNotNumber, M.amountTooLarge]).toContain(parsed.message);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("calculatorSchema: coinsurance", () => {
  it.each([
    ["0", 0],
    ["20", 20],
    ["20%", 20],
    ["12.5", 12.5],
    ["100", 100],
    [35, 35],
  ] as const)("reads %j", (raw, value) => {
    expect(read("coinsurance", raw)).toEqual({ ok: true, value });
  });

  it.each(["", "101", "-1", "abc", "1e2", "NaN", Number.NaN, 100.5, -0.5])(
    "rejects %j with 'Enter a percentage from 0 to 100'",
    (raw) => {
      expect(errorsOf({ coinsurance: raw })).toEqual({
        coinsurance: "Enter a percentage from 0 to 100",
      });
    },
  );
});
