"use client";

import { useEffect, useId, useState, type MouseEvent } from "react";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { articleCopy } from "@/content/blog/article-copy";
import {
  TOC_OBSERVER_DELAY_MS,
  TOC_OBSERVER_OPTIONS,
  chooseActiveHeading,
  toSightings,
} from "@/lib/blog/toc";
import type { TocEntry } from "@/lib/blog/types";
import { Card } from "@/components/ui/card";
import { useHydrated } from "@/components/ui/use-hydrated";

const copy = articleCopy.toc;

type TableOfContentsProps = {
  entries: readonly TocEntry[];
  /** id of the rendered article body whose h2/h3 headings are watched. */
  bodyId: string;
  className?: string;
};

/**
 * The article's level 2 and 3 headings (level 3 indented). A click scrolls smoothly to the
 * heading (instantly under reduced motion); the heading in view is marked aria-current (spec §4).
 * On small screens the list folds behind a button; from 1024 px it is an open sidebar. The
 * prerendered HTML shows the list open with the button disabled (it reads without JavaScript).
 */
export function TableOfContents({ entries, bodyId, className }: TableOfContentsProps) {
  const listId = useId();
  const [active, setActive] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const shown = open || !hydrated;

  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const timer = window.setTimeout(() => {
      const headings = document.getElementById(bodyId)?.querySelectorAll("h2[id], h3[id]");
      if (!headings?.length || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver(
        (observed) => setActive((current) => chooseActiveHeading(toSightings(observed), current)),
        TOC_OBSERVER_OPTIONS,
      );
      headings.forEach((heading) => observer?.observe(heading));
    }, TOC_OBSERVER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [bodyId]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    // Focus first (without scrolling) so the next Tab continues from the heading.
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${id}`);
    setActive(id);
    setOpen(false);
  };

  if (entries.length === 0) return null;

  return (
    <Card asChild tone="quiet" padding="none">
      <nav
        aria-label={copy.label}
        className={clsx(
          "p-4 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:p-5",
          className,
        )}
      >
        <p className="hidden text-lg font-bold text-brand-900 lg:block">{copy.title}</p>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={listId}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md text-left text-lg font-bold text-brand-900 lg:hidden"
        >
          {copy.title}
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              "size-5 shrink-0 motion-safe:transition-transform",
              shown && "rotate-180",
            )}
          />
        </button>
        <ol id={listId} className={clsx("mt-3 space-y-0.5", !shown && "max-lg:hidden")}>
          {entries.map((entry) => {
            const current = entry.id === active;
            return (
              <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
                <a
                  href={`#${entry.id}`}
                  aria-current={current ? "true" : undefined}
                  data-level={entry.level}
                  onClick={(event) => goTo(event, entry.id)}
                  className={clsx(
                    "block rounded-r-sm border-l-4 py-1.5 pr-2 pl-3 leading-snug underline-offset-4 hover:underline",
                    entry.level === 3 && "text-base",
                    current
                      ? "border-brand-700 bg-brand-50 font-bold text-brand-900"
                      : "border-transparent text-brand-700",
                  )}
                >
                  {entry.text}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
    </Card>
  );
}
