/**
 * The ZIP or town check's logic in the browser: reads the small table that
 * `zip-table.ts` builds at build time (`encodeZipTable`'s format) and answers what a visitor
 * typed. A ZIP lists every county it touches, the largest share first; counties 0-9 are ours
 * (in `counties.ts` order), 10 and up are the table's other county names.
 */
import { counties, type County } from "@/content/counties";

/** The table as the build writes it: sections split by "\n" (see `encodeZipTable`). */
export type ZipTable = {
  /** ZIP -> county indices, largest share first. */
  zips: ReadonlyMap<string, readonly number[]>;
  /** Normalised town name -> the town as written and its ZIPs. */
  towns: ReadonlyMap<string, { name: string; zips: readonly string[] }>;
  /** ZIP -> its town as written. */
  townOf: ReadonlyMap<string, string>;
  /** Names of the counties with index 10 and up ("Kendall County", "Lake County, Indiana"). */
  others: readonly string[];
  /** The first three digits of every ZIP that touches one of our counties. */
  prefixes: ReadonlySet<string>;
};

export type AreaError = "empty" | "zip-digits" | "characters" | "unknown-town";

export type AreaAnswer =
  /**
   * Every county the place touches is ours; `ranked`: `counties` largest share first (a ZIP).
   * `area`: the ZIP code or town alone, for the contact form ("Request care").
   */
  | { status: "served"; place: string; area: string; counties: readonly County[]; ranked: boolean }
  /** Some counties are ours, some are not: call to confirm. */
  | { status: "partly"; place: string; counties: readonly County[]; others: readonly string[] }
  /** A ZIP or town we know, in counties we don't serve. */
  | { status: "not-served"; place: string; others: readonly string[] }
  /** Five digits with our first three but not on the list (a PO box, business or new ZIP). */
  | { status: "unlisted"; place: string }
  /** Five digits far from our counties. */
  | { status: "outside"; place: string };

export type AreaResult = { error: AreaError } | { answer: AreaAnswer };

const SERVED = counties.length;

export function decodeZipTable(encoded: string): ZipTable {
  const [othersLine = "", zipLine = "", townLine = ""] = encoded.split("\n");
  const zips = new Map<string, number[]>();
  const prefixes = new Set<string>();
  for (const group of zipLine.split(";").filter(Boolean)) {
    const [signature = "", list = ""] = group.split("=");
    const indices = signature.split(".").map(Number);
    for (let at = 0; at < list.length; at += 5) {
      const zip = list.slice(at, at + 5);
      zips.set(zip, indices);
      if (indices.some((index) => index < SERVED)) prefixes.add(zip.slice(0, 3));
    }
  }
  const towns = new Map<string, { name: string; zips: string[] }>();
  const townOf = new Map<string, string>();
  for (const entry of townLine.split(";").filter(Boolean)) {
    const [name = "", list = ""] = entry.split("=");
    const townZips = list.match(/\d{5}/g) ?? [];
    towns.set(normalizeTown(name), { name, zips: townZips });
    for (const zip of townZips) townOf.set(zip, name);
  }
  return { zips, towns, townOf, others: othersLine.split("|").filter(Boolean), prefixes };
}

/** Words people shorten in town names, and the word the table spells out. */
const ABBREVIATIONS: Record<string, string> = {
  hts: "heights",
  hgts: "heights",
  st: "saint",
  ste: "sainte",
  mt: "mount",
  ft: "fort",
  pk: "park",
  vlg: "village",
  lk: "lake",
  grv: "grove",
  n: "north",
  s: "south",
  e: "east",
  w: "west",
};

/** The other states the table's towns lie in, spelled out -> the code their names end with. */
const OTHER_STATES: Record<string, string> = { indiana: "in", wisconsin: "wi" };
const OTHER_STATE_CODES = Object.values(OTHER_STATES);

/** @internal Exported for its test. "Arlington Hts., IL" -> "arlington heights"; "Gary, Indiana" -> "gary in". */
export function normalizeTown(text: string): string {
  const words = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019.]/g, "")
    .replace(/[^a-z]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (words.length > 1 && words.at(-1) === "illinois") words.pop();
  if (words.length > 1 && words.at(-1) === "il") words.pop();
  const state = words.length > 1 ? OTHER_STATES[words.at(-1) ?? ""] : undefined;
  if (state) words.splice(-1, 1, state);
  return words.map((word) => ABBREVIATIONS[word] ?? word).join(" ");
}

/** Counties of several ZIPs together, each once, in the order they come. */
function unionOf(table: ZipTable, zips: readonly string[]): number[] {
  return [...new Set(zips.flatMap((zip) => table.zips.get(zip) ?? []))];
}

function answerFor(
  table: ZipTable,
  place: string,
  area: string,
  indices: readonly number[],
  ranked: boolean,
): AreaAnswer {
  const ours = indices.flatMap((index) => counties[index] ?? []);
  const others = indices.filter((index) => index >= SERVED).map((i) => table.others[i - SERVED]);
  const otherNames = others.filter((name): name is string => typeof name === "string");
  if (ours.length === 0) return { status: "not-served", place, others: otherNames };
  if (otherNames.length === 0) return { status: "served", place, area, counties: ours, ranked };
  return { status: "partly", place, counties: ours, others: otherNames };
}

function checkZip(table: ZipTable, zip: string): AreaAnswer {
  const town = table.townOf.get(zip);
  const place = town ? `${zip} (${town})` : zip;
  const indices = table.zips.get(zip);
  if (indices) return answerFor(table, place, zip, indices, true);
  return { status: table.prefixes.has(zip.slice(0, 3)) ? "unlisted" : "outside", place };
}

function checkTown(table: ZipTable, text: string): AreaResult {
  const key = normalizeTown(text);
  if (key.length === 0) return { error: "characters" };
  // An Illinois town by its name, else a town of another state by its name ("Hammond" finds
  // "Hammond, IN") if only one state has it, else the one town whose name starts so.
  let town = table.towns.get(key);
  if (!town) {
    const elsewhere = OTHER_STATE_CODES.flatMap((code) => table.towns.get(`${key} ${code}`) ?? []);
    if (elsewhere.length === 1) town = elsewhere[0];
  }
  if (!town && key.length >= 3) {
    const starting = [...table.towns].filter(([name]) => name.startsWith(key));
    if (starting.length === 1) town = starting[0]?.[1];
  }
  const indices = town ? unionOf(table, town.zips) : [];
  if (!town || indices.length === 0) return { error: "unknown-town" };
  return { answer: answerFor(table, town.name, town.name, indices, false) };
}

/** What the visitor typed -> an answer, or the error to show next to the field. */
export function checkArea(table: ZipTable, typed: string): AreaResult {
  const text = typed.trim();
  if (text.length === 0) return { error: "empty" };
  const zip = /^(\d{5})(?:[\s-]?\d{4})?$/.exec(text);
  if (zip?.[1]) return { answer: checkZip(table, zip[1]) };
  if (/^[\d\s-]+$/.test(text)) return { error: "zip-digits" };
  if (/\d/.test(text)) return { error: "characters" };
  return checkTown(table, text);
}
