/**
 * The one list of the counties we serve (spec §3 County, §9), in the spec's order: name,
 * whether the copy names it as a core county, population text, response time, major cities
 * and FIPS code. Every other county fact of the site (the names in `areaServed`, the count in
 * "Chicago Metro - 10 Counties", the core-county sentence of the home, FAQ and service-area
 * copy, the contact and services lists) is derived from it here: add a county below and the
 * whole site follows. The map draws each county from the U.S. Census shapes in `us-atlas`,
 * found by its FIPS code (`src/lib/county-map.ts`).
 */
import { countWord, formatList } from "./format";

/** The two response times of spec §9. */
export const responseTimes = ["Under 24 hours", "Under 48 hours"] as const;
export type ResponseTime = (typeof responseTimes)[number];

type CountyEntry = {
  /** Lower-case slug: the map's and the picker's id. */
  id: string;
  /** Without the word "County" (see `countyTitle`). */
  name: string;
  /** One of the six counties the home, FAQ and service-area intro copy name (spec §9). */
  core: boolean;
  /** As printed, e.g. "5.2M". */
  population: string;
  responseTime: ResponseTime;
  /** 3 to 5 cities or villages that lie (at least mostly) in the county. */
  cities: readonly string[];
  /** Five-digit county FIPS code, the id of the shape in us-atlas (Illinois is state 17). */
  fips: `17${string}`;
  /**
   * The spec's coordinates x/y, which it never displays. Here: the county's geographic
   * centre, x = longitude and y = latitude (checked against the Census shape in a test).
   */
  coordinates: { x: number; y: number };
};

/** 3 to 5 cities or villages per county, by its id (`county` below takes them from here). */
const cities = {
  cook: ["Chicago", "Evanston", "Schaumburg", "Skokie", "Oak Park"],
  lake: ["Waukegan", "Highland Park", "Lake Forest", "Libertyville", "Mundelein"],
  dupage: ["Naperville", "Wheaton", "Downers Grove", "Elmhurst", "Lombard"],
  will: ["Joliet", "Bolingbrook", "Plainfield", "Romeoville", "New Lenox"],
  mchenry: ["Crystal Lake", "McHenry", "Woodstock", "Lake in the Hills"],
  kane: ["Aurora", "Elgin", "St. Charles", "Geneva", "Batavia"],
  lasalle: ["Ottawa", "Peru", "LaSalle", "Streator", "Mendota"],
  grundy: ["Morris", "Coal City", "Minooka", "Gardner"],
  kankakee: ["Kankakee", "Bourbonnais", "Bradley", "Manteno", "Momence"],
  dekalb: ["DeKalb", "Sycamore", "Sandwich", "Genoa"],
} as const;

const CORE = true;
const OTHER = false;
const FAST = "Under 24 hours";
const SLOW = "Under 48 hours";

/** One row of the table below as a county (the fields are described on `CountyEntry`). */
const county = <Id extends keyof typeof cities, Name extends string>(
  id: Id,
  name: Name,
  core: boolean,
  population: string,
  responseTime: ResponseTime,
  fips: `17${string}`,
  [x, y]: readonly [longitude: number, latitude: number],
) => ({
  id,
  name,
  core,
  population,
  responseTime,
  cities: cities[id],
  fips,
  coordinates: { x, y },
});

export const counties = [
  // id, name, core, population, response time, FIPS, centre (longitude, latitude)
  county("cook", "Cook", CORE, "5.2M", FAST, "17031", [-87.82, 41.84]),
  county("lake", "Lake", CORE, "714K", FAST, "17097", [-88.0, 42.32]),
  county("dupage", "DuPage", CORE, "932K", FAST, "17043", [-88.09, 41.85]),
  county("will", "Will", CORE, "696K", SLOW, "17197", [-87.98, 41.45]),
  county("mchenry", "McHenry", CORE, "310K", SLOW, "17111", [-88.45, 42.32]),
  county("kane", "Kane", CORE, "516K", SLOW, "17089", [-88.43, 41.94]),
  county("lasalle", "LaSalle", OTHER, "109K", SLOW, "17099", [-88.89, 41.34]),
  county("grundy", "Grundy", OTHER, "52K", SLOW, "17063", [-88.42, 41.29]),
  county("kankakee", "Kankakee", OTHER, "107K", SLOW, "17091", [-87.86, 41.14]),
  county("dekalb", "DeKalb", OTHER, "104K", SLOW, "17037", [-88.77, 41.89]),
] as const satisfies readonly CountyEntry[];

/** "Cook" -> "Cook County". */
export const countyTitle = (name: string) => `${name} County`;

export type County = (typeof counties)[number];
export type CountyId = County["id"];

export const countyById = (id: CountyId): County | undefined =>
  counties.find((county) => county.id === id);

/**
 * The names of all the counties, e.g. the organization's `areaServed`. (`@__PURE__` on the
 * computed lists below: a script that never reads one does not ship or run its computation.)
 */
export const countyNames = /* @__PURE__ */ counties.map((county) => county.name);

/** "10" as the pages print it; `countyCountWord` is "ten" for the page descriptions. */
export const countyCount = counties.length;
export const countyCountWord = /* @__PURE__ */ countWord(countyCount);

/** "Cook, Lake, DuPage, Will, McHenry and Kane": the core counties the copy names (spec §9). */
export const coreCountyList = /* @__PURE__ */ formatList(
  counties.filter((county) => county.core).map((county) => county.name),
);

/** "Cook, Lake, ... Kankakee and DeKalb": every county, e.g. the services coverage line. */
export const countyList = /* @__PURE__ */ formatList(countyNames);

/** The service area as the contact and services pages print it (spec §2). */
export const serviceAreaLabel = `Chicago Metro - ${countyCount} Counties`;
