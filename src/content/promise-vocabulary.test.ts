/**
 * One promise, one vocabulary (issue 31), read from every content module, English and Spanish:
 * the county figure is when the first visit can be, never how soon we "respond"; a call back is
 * promised in office hours and only in the registry's numbers (src/shared/facts.ts). A page that
 * says "we respond in under 48 hours" or "within 1 business hour" fails here.
 */
import { describe, expect, it } from "vitest";
import { answerWithinHours, referralAnswerWithinHours } from "@/shared/facts";

const modules = import.meta.glob<Record<string, unknown>>(
  // The inbox is staff-facing (it lowercases any argument); the counties hold the figures.
  ["./**/*.ts", "!./**/*.test.ts", "!./inbox*.ts", "!./counties.ts", "!./es/counties.ts"],
  { eager: true },
);

/** Sample arguments a copy function is called with, so its sentences are read too. */
const SAMPLES: unknown[][] = [
  ["Medicare"],
  ["Under 24 hours"],
  ["Under 48 hours"],
  [answerWithinHours],
  [referralAnswerWithinHours],
];

function strings(value: unknown, depth = 0): string[] {
  if (depth > 12) return [];
  if (typeof value === "string") return [value];
  if (value && typeof value === "object" && "$$typeof" in value) return [];
  if (typeof value === "function") {
    return SAMPLES.flatMap((args) => {
      try {
        const texts = strings((value as (...a: unknown[]) => unknown)(...args), depth + 1);
        // A function that only echoes its argument ("Under 24 hours min read") says nothing.
        return texts.filter(
          (text) => !args.some((arg) => typeof arg === "string" && text.includes(arg)),
        );
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, depth + 1));
  if (value && typeof value === "object")
    return Object.values(value).flatMap((item) => strings(item, depth + 1));
  return [];
}

const copy = Object.entries(modules).flatMap(([file, exports]) =>
  strings(exports).map((text) => ({ file, text })),
);
const registryHours = new Set([answerWithinHours, referralAnswerWithinHours]);
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, uno: 1, dos: 2 };
const hoursOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

const found = (pattern: RegExp) =>
  copy.filter(({ text }) => pattern.test(text)).map(({ file, text }) => `${file}: ${text}`);

describe("one promise, one vocabulary", () => {
  it("reads the pages' copy (the test would pass on nothing otherwise)", () => {
    expect(found(/first visit within 24 hours/i).length).toBeGreaterThan(0);
    expect(found(/primera visita en un plazo de 48 horas/i).length).toBeGreaterThan(0);
    expect(found(/call you back within 2 office hours/).length).toBeGreaterThan(0);
  });

  it.each([
    /\brespon\w*\b[^.]*\b(24|48)\s+hours/i,
    /\bunder (24|48) hours/i,
    /\b24 to 48 hours/i,
    /\brespond\w*[^.]*\b(24|48)\s+horas/i,
    /\bmenos de (24|48) horas/i,
  ])("the county figure is the first visit's, never a response: nothing says %s", (pattern) => {
    expect(found(pattern)).toEqual([]);
  });

  it.each([/business hours?/i, /horas? hábil(es)?/i])(
    "a call back is counted in office hours: nothing says %s",
    (pattern) => {
      expect(found(pattern)).toEqual([]);
    },
  );

  it("promises a call back only in the registry's office hours", () => {
    const english = /call(?:s|ing)?\s+(?:you\s+)?back[^.]*?\bwithin\s+(\w+)\s+(\w+\s+)?hours?/gi;
    const spanish =
      /devolv\w*\s+la\s+llamada[^.]*?en un plazo de\s+(\w+)\s+horas?(\s+de oficina)?/gi;
    const wrong = copy.flatMap(({ file, text }) =>
      [...text.matchAll(english), ...text.matchAll(spanish)]
        .filter(([, count, unit]) => {
          const inOfficeHours = /office/i.test(unit ?? "") || /de oficina/.test(unit ?? "");
          return !inOfficeHours || !registryHours.has(hoursOf(count ?? ""));
        })
        .map(([match]) => `${file}: ${match}`),
    );
    expect(wrong).toEqual([]);
  });
});
