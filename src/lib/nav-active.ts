/** Where the visitor is: the path, the URL hash and (on the home page) the section in view. */
export type NavLocation = {
  pathname: string;
  hash: string;
  /** Id of the home-page section in view, or null when none is tracked. */
  section: string | null;
};

/** Home-page sections whose visibility the header tracks (spec §2, threshold 0.3). */
export const TRACKED_SECTION_IDS = [
  "home",
  "services",
  "whatToExpect",
  "values",
  "insurance",
  "care-in-action",
] as const;

export const SECTION_VISIBILITY_THRESHOLD = 0.3;

/**
 * The page's path as the menus compare it: without the ".html" a static host may show in the
 * address bar, and without a trailing slash.
 */
export const pagePath = (pathname: string) =>
  pathname.replace(/\.html$/, "").replace(/(.)\/$/, "$1");

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Whether a menu link points at where the visitor is. Anchor links (`/#values`) are active
 * when their section is in view, or, before any section is tracked, when the hash matches.
 * Page links are active on their own path and below it (`/services` on `/services/x`).
 * @internal (the site uses it through navLinkMarks)
 */
export function isLinkActive(href: string, location: NavLocation): boolean {
  const pathname = normalise(location.pathname);
  const [rawPath = "/", anchor] = href.split("#");
  const path = normalise(rawPath || "/");

  if (anchor !== undefined) {
    if (pathname !== path) return false;
    return location.section !== null ? location.section === anchor : location.hash === `#${anchor}`;
  }
  if (path === "/") return pathname === "/";
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The top-level item to highlight. On the home page the section in view decides: the
 * services section lights up Services, every other section lights up Home.
 */
export function activeTopLevelHref(
  items: readonly { href: string }[],
  location: NavLocation,
): string | null {
  const pathname = normalise(location.pathname);
  if (pathname === "/") {
    const onServices = location.section === "services" || location.hash === "#services";
    return onServices ? "/services" : "/";
  }
  const match = items.find((item) => item.href !== "/" && isLinkActive(item.href, location));
  return match?.href ?? null;
}

/**
 * A header link's marks: `data-active`, and `aria-current` ("page" for the page itself,
 * "location" for a section of it). `activeTop` is `activeTopLevelHref`'s answer; `top` says
 * whether the link is one of the top-level items (those mark only their own page as current).
 */
export function navLinkMarks(
  href: string,
  top: boolean,
  activeTop: string | null,
  location: NavLocation,
): { active: boolean; current: "page" | "location" | undefined } {
  const active = top ? activeTop === href : isLinkActive(href, location);
  if (!active) return { active, current: undefined };
  if (top) return { active, current: location.pathname === href ? "page" : undefined };
  return { active, current: href.includes("#") ? "location" : "page" };
}

/**
 * The attributes the build writes on a header link (DesktopNav.astro, MobileMenu.astro): the
 * same marks the browser's tracker later rewrites.
 */
export function navLinkAttributes(items: readonly { href: string }[], location: NavLocation) {
  const activeTop = activeTopLevelHref(items, location);
  return (href: string, top: boolean) => {
    const { active, current } = navLinkMarks(href, top, activeTop, location);
    return { "data-active": String(active), "aria-current": current };
  };
}
