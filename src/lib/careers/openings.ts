/**
 * The job openings the build publishes: the `openings` content collection (src/content.config.ts)
 * less those whose last day to apply has passed on the build's date (in Chicago). Server only.
 */
import { getCollection } from "astro:content";
import { chicagoDate, currentOpenings, toOpening, type Opening } from "./opening-entries";

let cache: Promise<readonly Opening[]> | undefined;

/** The openings open on the day of the build, newest first. Read once, then memoised. */
export function getOpenings(): Promise<readonly Opening[]> {
  cache ??= getCollection("openings").then((entries) =>
    Object.freeze(currentOpenings(entries.map(toOpening), chicagoDate(new Date()))),
  );
  return cache;
}
