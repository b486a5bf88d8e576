import {
  TOC_OBSERVER_DELAY_MS,
  TOC_OBSERVER_OPTIONS,
  chooseActiveHeading,
  toSightings,
} from "@/lib/blog/toc";

/** A contents link's look while its heading is in view, and otherwise (TableOfContents). */
const TOC_LINK_CURRENT = ["border-brand-700", "bg-brand-50", "font-bold", "text-brand-900"];
export const TOC_LINK_IDLE = ["border-transparent", "text-brand-700"];
/** The list's class while folded (under 1024 px), and the chevron's while unfolded. */
const FOLDED = "max-lg:hidden";
const UNFOLDED_CHEVRON = "rotate-180";

/**
 * Runs the table of contents the page prerendered (table-of-contents.tsx, `[data-toc]`): the
 * heading in view is marked aria-current (watched from 100 ms after the page runs this), a click
 * scrolls smoothly to its heading (instantly under reduced motion), focuses it and sets the hash,
 * and on small screens the list folds behind the toggle, which the HTML leaves disabled and open
 * for visitors without JavaScript (spec §4).
 */
export function setUpTableOfContents(nav: HTMLElement): void {
  const toggle = nav.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = document.getElementById(toggle?.getAttribute("aria-controls") ?? "");
  if (!toggle || !list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>("a[href^='#']")];
  const chevron = toggle.querySelector("svg");

  const fold = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    list.classList.toggle(FOLDED, !open);
    chevron?.classList.toggle(UNFOLDED_CHEVRON, open);
  };

  let active: string | null = null;
  const mark = (id: string | null) => {
    active = id;
    for (const link of links) {
      const current = link.hash.slice(1) === id;
      if (current) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
      link.classList.remove(...(current ? TOC_LINK_IDLE : TOC_LINK_CURRENT));
      link.classList.add(...(current ? TOC_LINK_CURRENT : TOC_LINK_IDLE));
    }
  };

  fold(false);
  toggle.disabled = false;
  toggle.addEventListener("click", () => fold(toggle.getAttribute("aria-expanded") !== "true"));

  for (const link of links) {
    link.addEventListener("click", (event) => {
      const id = link.hash.slice(1);
      const heading = document.getElementById(id);
      if (!heading) return;
      event.preventDefault();
      // Fold first: on a phone the open list sits above the body, and folding it after the
      // scroll had started moved the heading up by the list's height (about 560 px).
      fold(false);
      // The body's sections wait to be drawn until near the viewport, as tall as a guess
      // (src/lib/blog/sections.ts); a smooth scroll drew those it passed at their real height and
      // ended hundreds of pixels off. Drawn first, the heading is where the scroll ends.
      heading
        .closest("[data-article-body]")
        ?.querySelectorAll<HTMLElement>(":scope > section")
        .forEach((section) => (section.style.contentVisibility = "visible"));
      // Focus first (without scrolling) so the next Tab continues from the heading.
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      heading.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
      window.history.replaceState(window.history.state, "", `#${id}`);
      mark(id);
    });
  }

  window.setTimeout(() => {
    const body = document.getElementById(nav.dataset.tocBody ?? "");
    const headings = body?.querySelectorAll("h2[id], h3[id]");
    if (!headings?.length || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (observed) => mark(chooseActiveHeading(toSightings(observed), active)),
      TOC_OBSERVER_OPTIONS,
    );
    headings.forEach((heading) => observer.observe(heading));
  }, TOC_OBSERVER_DELAY_MS);
}
