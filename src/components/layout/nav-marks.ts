import { navLinkAttributes, type NavLocation } from "@/lib/nav-active";

/**
 * The built menus' link marks (lib/nav-active.ts) without `data-active="false"`: the stylesheet
 * reads only `data-active="true"`, and the header's script writes "true" or "false" on every link
 * once it runs, so the other 40 links a page carried that attribute for nothing (760 bytes).
 */
export function builtNavMarks(items: readonly { href: string }[], location: NavLocation) {
  const marks = navLinkAttributes(items, location);
  return (href: string, top: boolean) => {
    const { "data-active": active, "aria-current": current } = marks(href, top);
    return active === "true"
      ? { "data-active": active, "aria-current": current }
      : { "aria-current": current };
  };
}

/** The id of the mobile menu's sub-list of a top item, which the desktop dropdown copies. */
export const subListId = (href: string) => `mobile-sub-${href.replace(/\W/g, "") || "home"}`;
