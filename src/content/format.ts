/** Small text helpers the content modules share (content imports nothing from lib/). */

/** "Cook, Lake and DuPage": names joined with commas and a final "and". */
export function formatList(names: readonly string[]): string {
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A count in words as prose writes it ("ten"), digits beyond twenty. */
export const countWord = (n: number): string => WORDS[n] ?? String(n);
