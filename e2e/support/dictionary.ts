import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const CONTENT = path.resolve(import.meta.dirname, "../../src/content");

/** Every string an exported value holds (objects, arrays, nested), functions and icons aside. */
function stringsOf(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === "string") into.add(value.trim());
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    if ("$$typeof" in value) return into;
    for (const item of Object.values(value)) stringsOf(item, into, seen);
  }
  return into;
}

async function stringsUnder(dir: string, keep: (file: string) => boolean): Promise<Set<string>> {
  const strings = new Set<string>();
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && keep(file))
    .sort();
  for (const file of files) {
    try {
      const module: Record<string, unknown> = await import(
        pathToFileURL(path.join(dir, file)).href
      );
      stringsOf(module, strings);
    } catch {
      // A module Node cannot load as it is (one importing JSON): its words are not compared.
    }
  }
  return strings;
}

/** Text that reads as words, not a name, a number or a code ("847-568-1033", "IL", "Blog"). */
const isProse = (text: string) => /\b[a-z]{3,}\b.*\b[a-z]{2,}\b/.test(text);

/**
 * The English dictionary's values a Spanish page must not show: every prose string of the
 * English content modules (src/content, without es/) that no Spanish module also holds (names,
 * brands and facts are the same in both and are left out that way).
 */
export async function englishOnlyStrings(): Promise<Set<string>> {
  const english = await stringsUnder(CONTENT, (file) => !file.startsWith(`es${path.sep}`));
  const spanish = await stringsUnder(path.join(CONTENT, "es"), () => true);
  return new Set([...english].filter((text) => isProse(text) && !spanish.has(text)));
}
