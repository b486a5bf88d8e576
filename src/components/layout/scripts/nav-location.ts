/**
 * Keeps the header's highlighted items (desktop menu and mobile menu alike) on where the visitor
 * is. The prerendered HTML already marks the page's own path; this adds the URL hash and, on the
 * home page, the section in view (IntersectionObserver, threshold 0.3, spec §2).
 *
 * Links take part with `data-nav-link` (and `data-nav-top` for the seven top-level items):
 * `data-active` is "true" or "false", `aria-current` is "page", "location" or absent.
 */
import {
  SECTION_VISIBILITY_THRESHOLD,
  TRACKED_SECTION_IDS,
  activeTopLevelHref,
  navLinkMarks,
  pagePath,
  type NavLocation,
} from "@/lib/nav-active";
import { englishHref } from "@/lib/locale/english-href";

function mark(root: ParentNode, location: NavLocation): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-nav-link]")];
  const tops = links.filter((link) => link.hasAttribute("data-nav-top"));
  // A Spanish page's links and path (/es/...) are marked as their English twins'.
  const hrefOf = (link: HTMLAnchorElement) => englishHref(link.getAttribute("href") ?? "");
  const activeTop = activeTopLevelHref(
    tops.map((link) => ({ href: hrefOf(link) })),
    location,
  );
  for (const link of links) {
    const href = hrefOf(link);
    const marks = navLinkMarks(href, link.hasAttribute("data-nav-top"), activeTop, location);
    link.dataset.active = String(marks.active);
    if (marks.current) link.setAttribute("aria-current", marks.current);
    else link.removeAttribute("aria-current");
  }
}

/** Starts tracking; returns a function that stops it (for tests). */
export function trackNavLocation(root: Document = document): () => void {
  const location: NavLocation = {
    pathname: englishHref(pagePath(root.location.pathname)),
    hash: root.location.hash,
    section: null,
  };
  const update = () => mark(root, location);
  const readHash = () => {
    location.hash = root.location.hash;
    update();
  };
  window.addEventListener("hashchange", readHash);
  window.addEventListener("popstate", readHash);
  update();

  let observer: IntersectionObserver | undefined;
  if (location.pathname === "/" && typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) location.section = entry.target.id;
        }
        update();
      },
      { threshold: SECTION_VISIBILITY_THRESHOLD },
    );
    for (const id of TRACKED_SECTION_IDS) {
      const section = root.getElementById(id);
      if (section) observer.observe(section);
    }
  }
  return () => {
    window.removeEventListener("hashchange", readHash);
    window.removeEventListener("popstate", readHash);
    observer?.disconnect();
  };
}
