import { isPlaceholder, type Fact, type Placeholder } from "@/shared/placeholder";

/**
 * The shape a Spanish module must fill: its English module's type with every string widened
 * to `string` (the English modules are `as const`, so their strings are literal types).
 * Keys, nesting, array lengths (tuples) and function parameters stay as the English has them,
 * so a missing or extra key is a type error: `export const x = { ... } satisfies
 * Translation<typeof en.x>`. Icons (React components) and non-string values are kept as they
 * are; non-text values are imported from the English module, never copied.
 */
export type Translation<T> = T extends string
  ? string
  : T extends { readonly $$typeof: symbol }
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * Where a Spanish text stands: "pending" until a qualified translator has reviewed it (the
 * launch check lists pending files and a production build refuses them), then "reviewed"
 * with who and when (ISO date).
 */
export type ReviewState =
  | { readonly state: "pending"; readonly translator: null; readonly date: null }
  | { readonly state: "reviewed"; readonly translator: string; readonly date: string };

/**
 * A list of choices in Spanish: the English choices' values, in the English order (anything
 * else is a type error), each with its Spanish label. Written out rather than made with
 * `withWords`, so an island ships the Spanish labels without the English ones.
 */
export type TranslatedChoices<T extends readonly { readonly value: string }[]> = {
  readonly [I in keyof T]: { readonly value: T[I]["value"]; readonly label: string };
};

/**
 * The English list with each item's words replaced by the Spanish at the same place (the
 * icons, images and links stay the English ones). `words` must have exactly one entry per
 * English item.
 */
export function withWords<
  const Items extends readonly object[],
  const Words extends readonly object[] & { readonly length: Items["length"] },
>(
  items: Items,
  words: Words,
): { readonly [K in keyof Items]: Omit<Items[K], keyof Words[number]> & Words[number] };
export function withWords(items: readonly object[], words: readonly object[]): readonly object[] {
  return items.map((item, index) => {
    const word = words[index];
    if (!word) throw new Error(`No Spanish words for item ${index}`);
    return { ...item, ...word };
  });
}

/**
 * The Spanish of a fact whose value is words (an example story, office hours): while the
 * English is a placeholder, a placeholder with the same id and note and the Spanish value, so
 * it stays marked and listed; once the agency confirms the English, the confirmed English
 * value (a translation of the example would no longer be true), until a translator updates it.
 */
export function translatedFact<T>(fact: Placeholder<T>, spanish: T): Placeholder<T>;
export function translatedFact<T>(fact: Fact<T>, spanish: T): Fact<T>;
export function translatedFact<T>(fact: Fact<T>, spanish: T): Fact<T> {
  return isPlaceholder(fact) ? { ...fact, value: spanish } : fact;
}
