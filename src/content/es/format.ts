/** Spanish counterparts of `../format.ts` and of the county helpers of `../counties.ts`. */

/** "Cook, Lake y DuPage": names joined with commas and a final "y" ("e" before an "i" sound). */
export function formatList(names: readonly string[]): string {
  const last = names.at(-1) ?? "";
  const and = /^h?i(?![aeiou])/i.test(last) ? " e " : " y ";
  if (names.length <= 2) return names.join(and);
  return `${names.slice(0, -1).join(", ")}${and}${last}`;
}

const WORDS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
];

/** A count in words as prose writes it ("diez"), digits beyond twenty. */
export const countWord = (n: number): string => WORDS[n] ?? String(n);

/** "Cook" -> "Condado de Cook", as a title or label. */
export const countyTitle = (name: string) => `Condado de ${name}`;
