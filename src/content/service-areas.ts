/**
 * Copy of the service-area section (spec §2 "Service areas"), shown on /service-areas and
 * embedded in /about. County facts live in `counties.ts`, contact facts in `siteConfig`.
 */
import { coreCountyList, countyCount, countyTitle, type ResponseTime } from "./counties";
import { promiseCopy } from "./promises";
import { siteConfig } from "./site";

/** The two views of the map panel (spec §4: mode local, the default, or usa). */
export const mapModes = ["local", "usa"] as const;
export type MapMode = (typeof mapModes)[number];

/** Embedded Google map of each view, loaded only when the visitor asks for it. */
export const mapEmbedUrls = {
  local: "https://www.google.com/maps?q=Chicago+metropolitan+area&output=embed",
  usa: "https://www.google.com/maps?q=Illinois&output=embed",
} as const satisfies Record<MapMode, `https://www.google.com/maps?${string}`>;

/** The /service-areas page around the section. */
export const serviceAreasPageCopy = {
  title: "Service Areas",
  lead: `Our nurses, therapists and aides visit patients at home in ${countyCount} counties in and around Chicago. Find your county below, or call us to check your address.`,
} as const satisfies { title: string; lead: string };

export const serviceAreasCopy = {
  eyebrow: "Where We Provide Care",
  title: "Counties We Serve",
  /** Names only the six core counties, as the spec's intro does (§9). */
  intro: `We bring home health care to families across the Chicago metropolitan area, including ${coreCountyList} counties. Choose your county on the map or from the list to see its main cities and how soon the first visit can be.`,
  tabsLabel: "Map view",
  tabs: { local: "Chicago Area", usa: "USA" },
  local: {
    mapTitle: `Map of the ${countyCount} counties we serve`,
    mapDescription:
      "Each county is a button that shows its details. Dark green counties: first visit within 24 hours. Light striped counties: first visit within 48 hours. Grey counties are outside our service area.",
    legendTitle: "Map key",
    legend: {
      "Under 24 hours": promiseCopy.firstVisitTitle("Under 24 hours"),
      "Under 48 hours": promiseCopy.firstVisitTitle("Under 48 hours"),
      outside: "Not in our service area",
    },
    listLabel: "Or choose your county from this list:",
    /** The accessible name of a county on the map and in the list. */
    countyLabel: (name: string, responseTime: ResponseTime) =>
      `${countyTitle(name)}, ${promiseCopy.firstVisitWithin(responseTime)}`,
  },
  usa: {
    mapTitle: "Map of Illinois",
    mapDescription: `Our ${countyCount} counties form the Chicago Metropolitan Area, shaded dark green in the northeast corner of Illinois.`,
    metroLabel: "Chicago Metropolitan Area",
    legend: `Chicago Metropolitan Area: the ${countyCount} counties we serve`,
  },
  embed: {
    show: "Show interactive Google map",
    hide: "Hide map",
    note: "This loads a map from Google, which may collect data about your visit.",
    frameTitle: {
      local: "Google map of the Chicago metropolitan area",
      usa: "Google map of Illinois",
    },
  },
  detail: {
    emptyTitle: "Select a County",
    emptyHint:
      "Choose a county on the map or from the list to see its population, how soon the first visit can be and its major cities.",
    population: "Population",
    responseTime: promiseCopy.firstVisitLabel,
    cities: "Major Cities",
    /** The spec's 'Request Service in {county}', e.g. "Request Service in Cook County". */
    requestLink: (name: string) => `Request Service in ${countyTitle(name)}`,
    requestHref: "/contact",
  },
  callUs: {
    title: "Not Sure We Cover Your Area?",
    text: "Call us. We can tell you right away whether we serve your address and how soon care can start.",
    label: `Call ${siteConfig.phone.display}`,
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  tabsLabel: string;
  tabs: Record<MapMode, string>;
  local: {
    mapTitle: string;
    mapDescription: string;
    legendTitle: string;
    legend: Record<ResponseTime | "outside", string>;
    listLabel: string;
    countyLabel: (name: string, responseTime: ResponseTime) => string;
  };
  usa: { mapTitle: string; mapDescription: string; metroLabel: string; legend: string };
  embed: { show: string; hide: string; note: string; frameTitle: Record<MapMode, string> };
  detail: {
    emptyTitle: string;
    emptyHint: string;
    population: string;
    responseTime: string;
    cities: string;
    requestLink: (name: string) => string;
    requestHref: `/${string}`;
  };
  callUs: { title: string; text: string; label: string };
};
