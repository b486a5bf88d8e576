/*
 * "Nothing covers" (issue 14 §3): the floating controls against the text and form controls of
 * `main`, at every scroll position. Runs in the page (page.evaluate(coveredText, selector)):
 * e2e/a11y.spec.ts's sweep on every page at 320 px, and fit.spec.ts's social strip on /contact.
 */

/** The floating controls a phone shows: the email/phone pill, the social strip, scroll to top. */
export const FLOATING = "[data-floating], [data-scroll-to-top]";

/**
 * In the page: at each scroll position, the floating controls (`[data-floating]`, scroll to top)
 * against the text and form controls of `main`. What a full-width bar fixed to the top or bottom
 * edge hides (the sticky header, the phones' bottom bar) is out of the reading area, so only
 * a control over the visible text counts: a pill or button floating over it.
 */
export function coveredText(selector: string) {
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
  const end = document.documentElement.scrollHeight - innerHeight;
  const positions = [0, 150];
  for (let y = innerHeight * 0.7; y < end; y += innerHeight * 0.7) positions.push(Math.round(y));
  positions.push(end);
  return (async () => {
    for (const y of positions) {
      scrollTo({ top: y, behavior: "instant" });
      // A frame, so the page's scroll handlers have run; or 200 ms, should the page draw no
      // frame (a busy CI once stopped drawing one for 28 s). The boxes below force a layout of
      // the new position either way.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 200);
      });
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
            const label =
              control.getAttribute("aria-label") ?? control.getAttribute("data-floating");
            found.add(`${label} over ${target.what} at y=${y}`);
          }
        }
      }
    }
    return [...found];
  })();
}
