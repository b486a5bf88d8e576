/**
 * Facts the agency must supply or confirm before launch, marked in one typed way. In
 * src/shared because the server reads facts too (the office schedule, the referral line).
 *
 * A fact is either its confirmed value (a plain `T`) or `placeholder("id", value, note)`:
 * the value the site shows meanwhile, marked so that visitors are told (a "Sample" mark, an
 * "example" label, the site-wide notice) and `npm run launch-check` lists it. To confirm a
 * fact, replace the whole `placeholder(...)` call with the real value; nothing else changes.
 *
 * Ids are string literals (the launch check finds each one's file by reading the source) and
 * unique, written `area.name` ("figures.patients-served", "credentials.npi").
 */
export type Placeholder<T> = {
  readonly kind: "placeholder";
  readonly id: string;
  /** What the site shows until the agency supplies the real value. */
  readonly value: T;
  /** What the agency must supply or confirm (read by the launch check). */
  readonly note: string;
};

/** A confirmed value, or a placeholder for one. */
export type Fact<T> = T | Placeholder<T>;

/** Marks `value` as a stand-in the agency must replace or confirm. */
export function placeholder<T>(id: string, value: T, note: string): Placeholder<T> {
  return { kind: "placeholder", id, value, note };
}

export function isPlaceholder<T>(fact: Fact<T>): fact is Placeholder<T> {
  return (
    typeof fact === "object" &&
    fact !== null &&
    "kind" in fact &&
    fact.kind === "placeholder" &&
    "id" in fact
  );
}

/** The value to show, confirmed or not. */
export function factValue<T>(fact: Fact<T>): T {
  return isPlaceholder(fact) ? fact.value : fact;
}

/**
 * The attribute every element showing a placeholder carries, so the launch check can name
 * the pages that still show it; `{}` once the fact is confirmed.
 */
export function placeholderAttrs(
  fact: Fact<unknown>,
): { "data-placeholder": string } | Record<string, never> {
  return isPlaceholder(fact) ? { "data-placeholder": fact.id } : {};
}

/** True while any of `facts` is still a placeholder. */
export const anyPlaceholder = (facts: readonly Fact<unknown>[]): boolean =>
  facts.some((fact) => isPlaceholder(fact));
