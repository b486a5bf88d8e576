/**
 * Spec §9: the header turns more opaque past 10 px; the scroll-to-top button (SiteShell.astro)
 * shows past 100 px and takes the page back to the top, smoothly unless motion is reduced.
 */
const HEADER_OPAQUE_AFTER_PX = 10;
const SCROLL_TOP_VISIBLE_AFTER_PX = 100;

export function trackScrollState(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>("[data-site-header]");
  const toTop = doc.querySelector<HTMLButtonElement>("[data-scroll-to-top]");
  const update = () => {
    header?.setAttribute("data-scrolled", String(window.scrollY > HEADER_OPAQUE_AFTER_PX));
    if (toTop) toTop.hidden = window.scrollY <= SCROLL_TOP_VISIBLE_AFTER_PX;
  };
  // First read in the next frame, which lays the page out anyway: read now, scrollY would force
  // that layout inside this script's own task (a long task on a phone, after the first paint).
  requestAnimationFrame(update);
  window.addEventListener("scroll", update, { passive: true });
  toTop?.addEventListener("click", () => {
    // Drop focus first: a hidden focused button would stop Chromium's smooth scroll.
    toTop.blur();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  });
}
