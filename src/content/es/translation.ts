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
