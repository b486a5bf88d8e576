/**
 * The ten counties we serve (spec §3 County, §9): population text, response time and major
 * cities, in the order of `siteConfig.counties`. The map draws each county from the U.S.
 * Census shapes in `us-atlas`, found by its FIPS code (`src/lib/county-map.ts`).
 */
import { siteConfig, type CountyName } from "./site";

export const countyIds = [
  "cook",
  "lake",
  "dupage",
  "will",
  "mchenry",
  "kane",
  "lasalle",
  "grundy",
  "kankakee",
  "dekalb",
] as const;

export type CountyId = (typeof countyIds)[number];

/** The two response times of spec §9. */
export const responseTimes = ["Under 24 hours", "Under 48 hours"] as const;
export type ResponseTime = (typeof responseTimes)[number];

export type County = {
  id: CountyId;
  /** As in `siteConfig.counties`, without the word "County" (see `countyTitle`). */
  name: CountyName;
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
    population: "5.2M",
    responseTime: "Under 24 hours",
    cities: ["Chicago", "Evanston", "Schaumburg", "Skokie", "Oak Park"],
    fips: "17031",
    coordinates: { x: -87.82, y: 41.84 },
  },
  {
    id: "lake",
    name: "Lake",
    population: "714K",
    responseTime: "Under 24 hours",
    cities: ["Waukegan", "Highland Park", "Lake Forest", "Libertyville", "Mundelein"],
    fips: "17097",
    coordinates: { x: -88.0, y: 42.32 },
  },
  {
    id: "dupage",
    name: "DuPage",
    population: "932K",
    responseTime: "Under 24 hours",
    cities: ["Naperville", "Wheaton", "Downers Grove", "Elmhurst", "Lombard"],
    fips: "17043",
    coordinates: { x: -88.09, y: 41.85 },
  },
  {
    id: "will",
    name: "Will",
    population: "696K",
    responseTime: "Under 48 hours",
    cities: ["Joliet", "Bolingbrook", "Plainfield", "Romeoville", "New Lenox"],
    fips: "17197",
    coordinates: { x: -87.98, y: 41.45 },
  },
  {
    id: "mchenry",
    name: "McHenry",
    population: "310K",
    responseTime: "Under 48 hours",
    cities: ["Crystal Lake", "McHenry", "Woodstock", "Lake in the Hills"],
    fips: "17111",
    coordinates: { x: -88.45, y: 42.32 },
  },
  {
    id: "kane",
    name: "Kane",
    population: "516K",
    responseTime: "Under 48 hours",
    cities: ["Aurora", "Elgin", "St. Charles", "Geneva", "Batavia"],
    fips: "17089",
    coordinates: { x: -88.43, y: 41.94 },
  },
  {
    id: "lasalle",
    name: "LaSalle",
    population: "109K",
    responseTime: "Under 48 hours",
    cities: ["Ottawa", "Peru", "LaSalle", "Streator", "Mendota"],
    fips: "17099",
    coordinates: { x: -88.89, y: 41.34 },
  },
  {
    id: "grundy",
    name: "Grundy",
    population: "52K",
    responseTime: "Under 48 hours",
    cities: ["Morris", "Coal City", "Minooka", "Gardner"],
    fips: "17063",
    coordinates: { x: -88.42, y: 41.29 },
  },
  {
    id: "kankakee",
    name: "Kankakee",
    population: "107K",
    responseTime: "Under 48 hours",
    cities: ["Kankakee", "Bourbonnais", "Bradley", "Manteno", "Momence"],
    fips: "17091",
    coordinates: { x: -87.86, y: 41.14 },
  },
  {
    id: "dekalb",
    name: "DeKalb",
    population: "104K",
    responseTime: "Under 48 hours",
    cities: ["DeKalb", "Sycamore", "Sandwich", "Genoa"],
    fips: "17037",
    coordinates: { x: -88.77, y: 41.89 },
  },
] as const satisfies readonly County[];

/** "Cook" -> "Cook County". */
export const countyTitle = (name: string) => `${name} County`;

/** Every county name of `siteConfig.counties` has one entry here (checked by a test). */
export const countyById = (id: CountyId): County | undefined =>
  counties.find((county) => county.id === id);

/** The number of counties shown on the map and the contact page. */
export const countyCount = siteConfig.counties.length;
