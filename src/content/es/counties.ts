/**
 * The prose of `../counties.ts` in Spanish: the lists the copy prints (the first-visit figures
 * are worded by `./promises.ts`). The counties themselves (names, cities, figures) are the English module's data.
 */
import * as en from "../counties";
import { countWord, formatList } from "./format";

export const review = { state: "pending", translator: null, date: null } as const;

/** "Condado de Cook": the county as a title or label, wherever a page names one. */
export { countyTitle } from "./format";

/** "diez" for the page descriptions. */
export const countyCountWord = /* @__PURE__ */ countWord(en.countyCount);

/** "Cook, Lake, DuPage, Will, McHenry y Kane": the core counties the copy names (spec §9). */
export const coreCountyList = /* @__PURE__ */ formatList(
  en.counties.filter((county) => county.core).map((county) => county.name),
);

/** "Cook, Lake, ... Kankakee y DeKalb": every county. */
export const countyList = /* @__PURE__ */ formatList(en.countyNames);

/** The service area as the contact and services pages print it (spec §2). */
export const serviceAreaLabel = `Área metropolitana de Chicago - ${en.countyCount} condados`;
