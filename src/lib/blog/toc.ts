/**
 * The table of contents' "heading in view" rule (spec §4): a heading is active while it crosses
 * the band that starts 100 px below the top of the viewport and stops above its bottom 66 %.
 * The observer starts 100 ms after the page shows.
 */

export const TOC_OBSERVER_OPTIONS = { rootMargin: "-100px 0px -66% 0px" } as const;
export const TOC_OBSERVER_DELAY_MS = 100;

/** The parts of an IntersectionObserverEntry the rule reads. */
export type HeadingSighting = { id: string; isIntersecting: boolean; top: number };

/**
 * The active heading after one observer callback: of the headings that just entered the band,
 * the one nearest the top of the viewport; when none entered (they only left), the current one
 * stays active so the reader keeps a highlight while inside a long section.
 */
export function chooseActiveHeading(
  sightings: readonly HeadingSighting[],
  current: string | null,
): string | null {
  let best: HeadingSighting | null = null;
  for (const sighting of sightings) {
    if (!sighting.isIntersecting || !sighting.id) continue;
    if (!best || sighting.top < best.top) best = sighting;
  }
  return best ? best.id : current;
}

/** Adapts observer entries to sightings. */
export function toSightings(entries: readonly IntersectionObserverEntry[]): HeadingSighting[] {
  return entries.map((entry) => ({
    id: entry.target.id,
    isIntersecting: entry.isIntersecting,
    top: entry.boundingClientRect.top,
  }));
}
