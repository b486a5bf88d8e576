import type { ClientDirective } from "astro";

/**
 * `client:afterload`: hydrate once the page has loaded (its pictures and stylesheet in), not
 * before. For islands in the first screen whose script should not compete with the page's
 * largest picture or text on a slow connection: the HTML already shows them whole, and they
 * start moving or answering a moment later. No timer, so a test's fake clock cannot hold it.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  if (document.readyState === "complete") void hydrate();
  else window.addEventListener("load", () => void hydrate(), { once: true });
};

export default afterLoad;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate after the window's load event. */
    "client:afterload"?: boolean;
  }
}
