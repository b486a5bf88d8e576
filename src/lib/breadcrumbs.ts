import { mainNav } from "@/content/navigation";

/** The first crumb's label: the menu's name for the home page ("Home", "Inicio" in Spanish). */
const HOME = mainNav[0]?.label ?? "Home";

export type Crumb = {
  label: string;
  /** Where the crumb leads. The last crumb is the current page: shown as plain text, its URL
   * used by the BreadcrumbList structured data. */
  href: string;
};

/** "skilled-nursing" -> "Skilled Nursing" (dashes to spaces, each word capitalised). */
function segmentLabel(segment: string): string {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The services-layout rule (spec §2): Home, then each path segment with dashes turned to
 * spaces and capitalised; earlier crumbs are links, the last one is plain text.
 */
export function breadcrumbsFromPath(
  pathname: string,
  /** Labels by path that replace the segment's words (a Spanish page's, whose URLs are English). */
  labels: Readonly<Record<string, string>> = {},
): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: HOME, href: "/" }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push({ label: labels[href] ?? segmentLabel(segment), href });
  });
  return crumbs;
}

/**
 * The generic rule (spec §2, Breadcrumb): Home, optional intermediate links, then the current
 * page (`label` shown as plain text, `href` its own path).
 */
export function breadcrumbsFor(current: Crumb, intermediate: readonly Crumb[] = []): Crumb[] {
  return [{ label: HOME, href: "/" }, ...intermediate, current];
}
