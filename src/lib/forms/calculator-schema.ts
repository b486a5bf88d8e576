import { z } from "@/shared/wire/zod";
import { calculatorMessages } from "@/content/form-messages";
import { INSURANCE_TYPES, PLAN_TYPES, type CostInput } from "@/lib/cost-calculator";
import {
  ESTIMATED_DURATIONS,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
} from "@/lib/cost-calculator-care";

/*
 * The one schema of the cost calculator, shared by the form (which loads it when the visitor
 * reaches the form, see `calculator-form.ts`) and the tests.
 * Form inputs arrive as strings; the schema turns them into the numbers and option values
 * `calculateCost` takes, so it never sees NaN, Infinity or a negative amount.
 *
 * Empty money fields: a blank deductible, copay, maximum or "paid so far" field means 0
 * ("I have none"), the spec's default, with no error: that is the kinder reading for
 * someone who does not know or has nothing to enter, and the hints say so. Coinsurance is
 * the exception: blank is an error, because silently using 0 % (instead of its 20 % default)
 * would understate what the visitor pays.
 */

const MAX_AMOUNT = 1_000_000;

/** Messages of SPEC §5 (verbatim) and our own for the number fields (Spanish on Spanish pages). */
const M = calculatorMessages;

type Parsed = { ok: true; value: number } | { ok: false; message: string };

/** Digits with an optional decimal part; commas only as thousands separators. */
const PLAIN_NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/** "1,250.50" → 1250.5; null when the text is not a plain non-negative decimal number. */
function readDecimal(text: string): number | null {
  if (PLAIN_NUMBER.test(text)) return Number(text);
  if (GROUPED_NUMBER.test(text)) return Number(text.replaceAll(",", ""));
  return null;
}

/** Splits off a leading minus sign (ASCII or Unicode "−"). */
function splitSign(text: string): { negative: boolean; rest: string } {
  const negative = text.startsWith("-") || text.startsWith("\u2212");
  return { negative, rest: negative ? text.slice(1) : text };
}

/** A dollar amount: "$1,250.50", " 250 ", "" (→ 0) or a number; 0 ≤ value < MAX_AMOUNT. */
function parseAmount(raw: string | number): Parsed {
  let value: number;
  if (typeof raw === "number") {
    value = raw;
  } else {
    const text = raw.replace(/[\s$]/g, "");
    if (text === "") return { ok: true, value: 0 };
    const { negative, rest } = splitSign(text);
    const magnitude = readDecimal(rest);
    if (magnitude === null) return { ok: false, message: M.amountNotNumber };
    value = negative ? -magnitude : magnitude;
  }
  if (Number.isNaN(value)) return { ok: false, message: M.amountNotNumber };
  if (value < 0) return { ok: false, message: M.amountNegative };
  if (!(value < MAX_AMOUNT)) return { ok: false, message: M.amountTooLarge };
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A percentage: "20", "20 %", "12.5" or a number; 0 to 100; blank is an error. */
function parsePercentage(raw: string | number): Parsed {
  const text = typeof raw === "number" ? null : raw.replace(/[\s%]/g, "");
  const value = text === null ? raw : readDecimal(text);
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) {
    return { ok: false, message: M.percentage };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

function numberField(parse: (raw: string | number) => Parsed, typeMessage: string) {
  return z.pipe(
    z.union([z.string(), z.number()], { error: typeMessage }),
    z.transform((raw: string | number, ctx) => {
      const parsed = parse(raw);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: "custom", message: parsed.message, input: raw });
      return z.NEVER;
    }),
  );
}

function choice<const T extends readonly string[]>(values: T, message: string) {
  return z.pipe(z.string({ error: message }), z.enum(values, { error: message }));
}

const amount = () => numberField(parseAmount, M.amountNotNumber);

export const calculatorSchema = z.object({
  insuranceType: choice(INSURANCE_TYPES, M.insuranceType),
  planType: choice(PLAN_TYPES, M.planType),
  deductible: amount(),
  deductibleMet: amount(),
  coinsurance: numberField(parsePercentage, M.percentage),
  copay: amount(),
  outOfPocketMax: amount(),
  outOfPocketMet: amount(),
  serviceType: choice(SERVICE_TYPES, M.serviceType),
  serviceFrequency: choice(SERVICE_FREQUENCIES, M.serviceFrequency),
  estimatedDuration: choice(ESTIMATED_DURATIONS, M.estimatedDuration),
});

/** What the form holds (strings as typed; "" for an unchosen select). */
export type CalculatorFormValues = z.input<typeof calculatorSchema>;
/** What a valid form gives: exactly the input of `calculateCost`. */
export type CalculatorValues = z.output<typeof calculatorSchema>;
export type CalculatorField = keyof CalculatorFormValues;

// Compile-time check that valid form values are a CostInput (and vice versa).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemaMatchesCostInput: Same<CalculatorValues, CostInput> = true;
void _schemaMatchesCostInput;
