/**
 * The Spanish modules mirror their English ones: every file says its review state; every
 * export has the English keys and array lengths; every non-text value (a link, a path, an id,
 * a tone, an image, a placeholder) is the English one. The types check the keys at build time;
 * this checks the values the types widen to `string`.
 */
import { describe, expect, it } from "vitest";

const spanish = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});
const english = import.meta.glob<Record<string, unknown>>(
  ["../*.ts", "../*/*.ts", "!../**/*.test.ts"],
  {
    eager: true,
  },
);

/** Modules that are helpers of this folder, not translations of an English module. */
const helpers = new Set(["./translation.ts", "./format.ts", "./legal/links.ts"]);

const NON_TEXT_KEYS = new Set([
  "href",
  "path",
  "id",
  "slug",
  "tone",
  "image",
  "src",
  "e164",
  "fips",
]);
const looksLikeLink = (value: string) => /^(\/|https?:|tel:|mailto:|#)/.test(value);

/** A property of a value of unknown type, or undefined. */
const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

/** The link targets and placeholder ids of a run of inlines, in order. */
const targets = (runs: readonly unknown[]) =>
  runs.flatMap((run) =>
    [field(run, "href"), field(run, "placeholder")].filter(Boolean).map(String),
  );

/** Where the Spanish value differs from the English in shape or in a non-text value. */
function differences(en: unknown, es: unknown, where: string, key = ""): string[] {
  if (typeof en === "function") return typeof es === "function" ? [] : [`${where}: not a function`];
  if (typeof en === "string") {
    if (typeof es !== "string") return [`${where}: not a string`];
    if ((NON_TEXT_KEYS.has(key) || looksLikeLink(en)) && es !== en)
      return [`${where}: "${es}" is not the English "${en}"`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${where}: not an array`];
    // A run of text with links (legal documents): the words may be ordered differently, the
    // links and placeholders must be the English ones, in the English order.
    if ([...en, ...es].some((run) => typeof run === "object" && run !== null && "text" in run))
      return differences(targets(en), targets(es), `${where} (links)`, "href");
    if (es.length !== en.length) return [`${where}: ${es.length} items, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, es[index], `${where}[${index}]`, key));
  }
  if (typeof en === "object" && en !== null) {
    if ("$$typeof" in en) return es === en ? [] : [`${where}: not the English icon`];
    if (field(en, "kind") === "placeholder") {
      // The same fact: the same id and note; a translated placeholder may carry Spanish words.
      const same = ["kind", "id", "note"].every((k) => field(es, k) === field(en, k));
      if (!same) return [`${where}: not the English placeholder`];
      return differences(field(en, "value"), field(es, "value"), `${where}.value`);
    }
    if (typeof es !== "object" || es === null) return [`${where}: not an object`];
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((k) => differences(field(en, k), field(es, k), `${where}.${k}`, k));
  }
  return Object.is(en, es) ? [] : [`${where}: ${String(es)} is not the English ${String(en)}`];
}

const translations = Object.entries(spanish).filter(([file]) => !helpers.has(file));

/** Spanish labels keyed by an English value, with no English module of the same shape. */
const labelMaps = new Set(["./blog/categories.ts"]);
const mirrors = translations.filter(([file]) => !labelMaps.has(file));

describe("Spanish content modules", () => {
  it.each(translations)("%s says its review state", (_file, module) => {
    expect(module.review).toSatisfy(
      (review: { state: string; translator: unknown; date: unknown }) =>
        (review.state === "pending" && review.translator === null && review.date === null) ||
        (review.state === "reviewed" &&
          typeof review.translator === "string" &&
          /^\d{4}-\d{2}-\d{2}$/.test(String(review.date))),
    );
  });

  it.each(mirrors)("%s mirrors its English module", (file, module) => {
    const en = english[file.replace("./", "../")];
    expect(en, `${file} has no English module`).toBeDefined();
    const shared = Object.keys(module).filter((name) => name !== "review" && name in (en ?? {}));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.flatMap((name) => differences(en?.[name], module[name], name))).toEqual([]);
  });
});

describe("Spanish general provider text", () => {
  const kinds = [
    "commercial",
    "medicare-advantage",
    "medicaid-managed-care",
    "military",
    "out-of-area",
  ] as const;

  it.each(kinds)("has the English sections for a %s plan", async (kind) => {
    const en = await import("../insurance/general");
    const es = await import("./insurance/general");
    const args = [kind, "Cigna", "Cigna Healthcare"] as const;
    expect(differences(en.generalSections(...args), es.generalSections(...args), kind)).toEqual([]);
  });
});
