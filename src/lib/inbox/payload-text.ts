/**
 * Decrypted payloads as text. A request is whatever JSON the visitor's browser sealed: a hostile
 * visitor can send any keys (`__proto__`, `constructor`), any values (objects, arrays, numbers,
 * deep nesting) and invisible characters. The inbox reads it through these helpers only, so a
 * lookup never reaches `Object.prototype` and React is only ever handed strings.
 */

/** `table[key]` when `key` is the table's own entry: never an inherited `toString`/`__proto__`. */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF): they can make "report\u202Elmth.pdf" read as "reporthtml.pdf"
 * or two different names look the same.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;

/** `text` without bidi controls and zero-width characters. */
export const stripInvisible = (text: string) => text.replace(INVISIBLE, "");

/**
 * @internal Exported for its test.
 * How deep nested values are worded, how many items of a list or object, how long a text.
 */
export const TEXT_LIMITS = { depth: 4, items: 50, chars: 10_000 } as const;

const MORE = "…";

/** `text` cut to `max` characters, with "…" when cut. */
export function clip(text: string, max: number = TEXT_LIMITS.chars): string {
  return text.length > max ? `${text.slice(0, max)}${MORE}` : text;
}

function words(value: unknown, depth: number): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (value === null || typeof value !== "object") return "";
  // Deeper than anyone's form sends: said to be there, not walked.
  if (depth >= TEXT_LIMITS.depth) return MORE;
  const inner = (item: unknown) => {
    const text = words(item, depth + 1);
    return typeof item === "object" && item !== null ? `(${text})` : text;
  };
  if (Array.isArray(value)) {
    const items = value.slice(0, TEXT_LIMITS.items).map(inner);
    if (value.length > TEXT_LIMITS.items) items.push(MORE);
    return items.filter((item) => item !== "").join(", ");
  }
  const entries = Object.entries(value);
  const pairs = entries
    .slice(0, TEXT_LIMITS.items)
    .map(([key, item]) => `${clip(stripInvisible(key), 80)}: ${inner(item)}`);
  if (entries.length > TEXT_LIMITS.items) pairs.push(MORE);
  return pairs.join("; ");
}

/**
 * Any decrypted JSON value as one string: booleans as Yes/No, lists joined with commas, objects
 * as "key: value" pairs, nested ones in brackets; at most `TEXT_LIMITS.depth` levels,
 * `TEXT_LIMITS.items` items a level and `TEXT_LIMITS.chars` characters.
 */
export const textOf = (value: unknown): string => clip(words(value, 0));
