/*
 * "Nothing covers" (issue 14 §3): the floating controls against the text and form controls of
 * `main`, at every scroll position: `floatingOverText(page, selector)`, in e2e/a11y.spec.ts's
 * sweep on every page at 320 px and fit.spec.ts's social strip on /contact. The check itself
 * (`coveredText`) runs in the page as one task, with no await: on busy machines (CI once, a
 * CI-like run here once) an awaiting version got no frame or timer until the test's 30 s ran out.
 */
import type { Page } from "@playwright/test";

/** The floating controls a phone shows: the email/phone pill, the social strip, scroll to top. */
export const FLOATING = "[data-floating], [data-scroll-to-top]";

/**
 * In the page: at each scroll position, the floating controls (`[data-floating]`, scroll to top)
 * against the text and form controls of `main`. What a full-width bar fixed to the top or bottom
 * edge hides (the sticky header, the phones' bottom bar) is out of the reading area, so only
 * a control over the visible text counts: a pill or button floating over it.
 */
function coveredText({ selector, stops }: { selector: string; stops: number[] }) {
  // A viewport that reads 0 px high would hide every control from the check: fail instead.
  if (innerHeight < 1 || innerWidth < 1)
    throw new Error(`the viewport reads ${innerWidth}x${innerHeight} px`);
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlap = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const main = document.querySelector("main")!;
  // Boxes of main's text (one per line) and form controls, in page coordinates.
  const targets: (Box & { what: string })[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      targets.push({
        left: rect.left,
        right: rect.right,
        top: rect.top + scrollY,
        bottom: rect.bottom + scrollY,
        what: `"${text.slice(0, 40)}"`,
      });
    }
  }
  for (const control of main.querySelectorAll("input, select, textarea, button")) {
    const rect = control.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const name = control.getAttribute("name") ?? control.textContent?.trim().slice(0, 30);
    targets.push({
      left: rect.left,
      right: rect.right,
      top: rect.top + scrollY,
      bottom: rect.bottom + scrollY,
      what: `<${control.tagName.toLowerCase()} ${name}>`,
    });
  }
  const pinned = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) =>
    ["fixed", "sticky"].includes(getComputedStyle(element).position),
  );

  const found = new Set<string>();
  for (const y of stops) {
    scrollTo({ top: y, behavior: "instant" });
    // The page's scroll handlers (scroll to top shows past 100 px) run now, in this task: the
    // browser's own scroll event waits for a frame, and busy machines drew none for 28 s and more.
    // No await in this function, so no frame or timer can hold it up. The boxes below force a
    // layout of the new position.
    dispatchEvent(new Event("scroll"));
    // The reading area: the viewport less the full-width bars at its top and bottom edges.
    let top = 0;
    let bottom = innerHeight;
    for (const element of pinned) {
      const rect = element.getBoundingClientRect();
      if (rect.width < innerWidth - 1 || rect.height < 1) continue;
      if (rect.top <= 0 && rect.bottom < innerHeight / 2) top = Math.max(top, rect.bottom);
      if (rect.bottom >= innerHeight && rect.top > innerHeight / 2)
        bottom = Math.min(bottom, rect.top);
    }
    for (const control of document.querySelectorAll(selector)) {
      const box = control.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const visible = {
        ...box.toJSON(),
        top: Math.max(box.top, top),
        bottom: Math.min(box.bottom, bottom),
      };
      if (visible.bottom <= visible.top) continue;
      for (const target of targets) {
        const onScreen = {
          ...target,
          top: target.top - scrollY,
          bottom: target.bottom - scrollY,
        };
        if (overlap(visible, onScreen)) {
          const label = control.getAttribute("aria-label") ?? control.getAttribute("data-floating");
          found.add(`${label} over ${target.what} at y=${y}`);
        }
      }
    }
  }
  return [...found];
}

/** More stops than this would mean a page about 140 screens long: a misread, not a page. */
const MAX_STOPS = 200;

/**
 * Where coveredText scrolls to: the top, 150 px (past the header's and scroll to top's
 * thresholds), then 70 % of a screen at a time to the end. Throws on a viewport of 0 px, which
 * would loop forever, and on a page too long to be one.
 */
export function scrollStops(viewportHeight: number, scrollHeight: number): number[] {
  if (!(viewportHeight >= 1)) throw new Error(`the viewport reads ${viewportHeight} px high`);
  const end = Math.max(0, scrollHeight - viewportHeight);
  const stops = [0, 150];
  for (let y = viewportHeight * 0.7; y < end; y += viewportHeight * 0.7) {
    stops.push(Math.round(y));
    if (stops.length > MAX_STOPS)
      throw new Error(`${scrollHeight} px is more than ${MAX_STOPS} stops`);
  }
  stops.push(end);
  return stops;
}

/** The floating controls matched by `selector` over main's text or controls: none is a pass. */
export async function floatingOverText(page: Page, selector: string): Promise<string[]> {
  const { height, scrollHeight } = await page.evaluate(() => ({
    height: innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  }));
  return page.evaluate(coveredText, { selector, stops: scrollStops(height, scrollHeight) });
}
