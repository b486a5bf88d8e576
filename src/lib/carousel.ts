/**
 * Pure carousel arithmetic and the spec's timings (§9), shared by the home page's moving parts,
 * their unit tests and the e2e checks. No DOM, no React.
 */

/** Hero carousel: advance every 6 s. */
export const HERO_INTERVAL_MS = 6000;
/** After a hero service pill is clicked, wait this long before opening the service page. */
export const PILL_NAVIGATION_DELAY_MS = 1000;
/** Care in Action image strip: advance every 4 s. */
export const CARE_IN_ACTION_INTERVAL_MS = 4000;
/** Testimonial carousel: autoplay delay. */
export const TESTIMONIAL_INTERVAL_MS = 6000;
/**
 * Partner strip: Embla AutoScroll speed in px per 1/60 s. Logo slides are roughly 140-215 px
 * wide at every breakpoint, so 1.5 px per frame (90 px/s) moves about one logo every 2 s,
 * the spec's "speed 2000 ms" for a continuous (delay 0) strip.
 */
export const PARTNER_SCROLL_SPEED = 1.5;

/** A value that changes at min-width breakpoints: `{ 0: 1, 768: 2 }` means 1 below 768 px. */
export type Breakpoints = Readonly<Record<number, number>>;

/** Testimonials per view: 1 below 768 px, 2 from 768, 3 from 1024. */
export const TESTIMONIAL_SLIDES_PER_VIEW = { 0: 1, 768: 2, 1024: 3 } as const;
/** Space between testimonial slides, in px. */
export const TESTIMONIAL_GAP_PX = { 0: 20, 768: 30, 1024: 40 } as const;
/** Partner logos per view: 2, then 4 from 640 px, 6 from 1024, 9 from 1440, 12 from 1920. */
export const PARTNER_SLIDES_PER_VIEW = { 0: 2, 640: 4, 1024: 6, 1440: 9, 1920: 12 } as const;

/** `index` folded into 0..count-1 (negative numbers wrap from the end). 0 when count is 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide after `current`, wrapping from the last to the first. */
export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

/** The slide before `current`, wrapping from the first to the last. */
export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/** The value of the largest breakpoint that is at most `width` (the smallest one below all). */
export function valueAtWidth(width: number, breakpoints: Breakpoints): number {
  const entries = Object.entries(breakpoints)
    .map(([min, value]) => [Number(min), value] as const)
    .sort((a, b) => a[0] - b[0]);
  const first = entries[0];
  if (!first) throw new Error("valueAtWidth needs at least one breakpoint");
  let value = first[1];
  for (const [min, candidate] of entries) {
    if (width >= min) value = candidate;
  }
  return value;
}

/** Width of one slide when `perView` slides and the gaps between them fill `viewportWidth`. */
export function slideWidth(viewportWidth: number, perView: number, gap = 0): number {
  return (viewportWidth - (perView - 1) * gap) / perView;
}
