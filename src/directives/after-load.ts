import type { ClientDirective } from "astro";

/**
 * `client:afterload`: hydrate once the page has loaded (its pictures and stylesheet in) and
 * painted its first content, not before. For islands in the first screen whose script should not
 * compete with the page's largest picture or text on a slow connection: the HTML already shows
 * them whole, and they start moving or answering a moment later. On a fast line `load` can fire
 * before the first frame, so the load event alone would let the script in ahead of the paint.
 * No timer, so a test's fake clock cannot hold it.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  afterFirstPaint(() => {
    if (document.readyState === "complete") void hydrate();
    else window.addEventListener("load", () => void hydrate(), { once: true });
  });
};

/**
 * Runs `then` once the page has painted content (at once where the browser cannot tell). The
 * observer's own entries, `buffered` for a paint that came first, not `performance`'s list,
 * which a test's fake clock empties.
 */
function afterFirstPaint(then: () => void): void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    return then();
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

export default afterLoad;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate after the window's load event and the first contentful paint. */
    "client:afterload"?: boolean;
  }
}
