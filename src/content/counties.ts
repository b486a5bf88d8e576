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

export const counties = [
  {
    id: "cook",
    name: "Cook",
    core: true,
    population: "5.2M",
    responseTime: "Under 24 hours",
    cities: ["Chicago", "Evanston", "Schaumburg", "Skokie", "Oak Park"],
    fips: "17031",
    coordinates: { x: -87.82, y: 41.84 },
  },
  {
    id: "lake",
    name: "Lake",
    core: true,
    population: "714K",
    responseTime: "Under 24 hours",
    cities: ["Waukegan", "Highland Park", "Lake Forest", "Libertyville", "Mundelein"],
    fips: "17097",
    coordinates: { x: -88.0, y: 42.32 },
  },
  {
    id: "dupage",
    name: "DuPage",
    core: true,
    population: "932K",
    responseTime: "Under 24 hours",
    cities: ["Naperville", "Wheaton", "Downers Grove", "Elmhurst", "Lombard"],
    fips: "17043",
    coordinates: { x: -88.09, y: 41.85 },
  },
  {
    id: "will",
    name: "Will",
    core: true,
    population: "696K",
    responseTime: "Under 48 hours",
    cities: ["Joliet", "Bolingbrook", "Plainfield", "Romeoville", "New Lenox"],
    fips: "17197",
    coordinates: { x: -87.98, y: 41.45 },
  },
  {
    id: "mchenry",
    name: "McHenry",
    core: true,
    population: "310K",
    responseTime: "Under 48 hours",
    cities: ["Crystal Lake", "McHenry", "Woodstock", "Lake in the Hills"],
    fips: "17111",
    coordinates: { x: -88.45, y: 42.32 },
  },
  {
    id: "kane",
    name: "Kane",
    core: true,
    population: "516K",
    responseTime: "Under 48 hours",
    cities: ["Aurora", "Elgin", "St. Charles", "Geneva", "Batavia"],
    fips: "17089",
    coordinates: { x: -88.43, y: 41.94 },
  },
  {
    id: "lasalle",
    name: "LaSalle",
    core: false,
    population: "109K",
    responseTime: "Under 48 hours",
    cities: ["Ottawa", "Peru", "LaSalle", "Streator", "Mendota"],
    fips: "17099",
    coordinates: { x: -88.89, y: 41.34 },
  },
  {
    id: "grundy",
    name: "Grundy",
    core: false,
    population: "52K",
    responseTime: "Under 48 hours",
    cities: ["Morris", "Coal City", "Minooka", "Gardner"],
    fips: "17063",
    coordinates: { x: -88.42, y: 41.29 },
  },
  {
    id: "kankakee",
    name: "Kankakee",
    core: false,
    population: "107K",
    responseTime: "Under 48 hours",
    cities: ["Kankakee", "Bourbonnais", "Bradley", "Manteno", "Momence"],
    fips: "17091",
    coordinates: { x: -87.86, y: 41.14 },
  },
  {
    id: "dekalb",
    name: "DeKalb",
    core: false,
    population: "104K",
    responseTime: "Under 48 hours",
    cities: ["DeKalb", "Sycamore", "Sandwich", "Genoa"],
    fips: "17037",
    coordinates: { x: -88.77, y: 41.89 },
  },
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
