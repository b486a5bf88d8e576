export type Crumb = {
  label: string;
  /** Absent on the last crumb: the current page is plain text. */
  href?: string;
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
export function breadcrumbsFromPath(pathname: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push({ label: segmentLabel(segment), href });
  });
  return withCurrentPage(crumbs);
}

/** The generic rule (spec §2, Breadcrumb): Home, optional intermediate links, then the title. */
export function breadcrumbsFor(title: string, intermediate: readonly Crumb[] = []): Crumb[] {
  return [{ label: "Home", href: "/" }, ...intermediate, { label: title }];
}

function withCurrentPage(crumbs: Crumb[]): Crumb[] {
  if (crumbs.length < 2) return crumbs;
  const last = crumbs[crumbs.length - 1]!;
  return [...crumbs.slice(0, -1), { label: last.label }];
}
