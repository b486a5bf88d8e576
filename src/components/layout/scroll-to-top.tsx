"use client";

import { ArrowUp } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { clsx } from "clsx";
import { layoutCopy } from "@/content/layout";

/** The button shows once the page has scrolled past this many pixels (spec §9). */
const SCROLL_TOP_VISIBLE_AFTER_PX = 100;

/** Scrolls smoothly to the top; instantly for visitors who ask for reduced motion. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_VISIBLE_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const toTop = (event: MouseEvent<HTMLButtonElement>) => {
    // The button hides near the top; if it still held focus, Chromium would stop the smooth
    // scroll when focus is lost. Dropping focus first also starts the next Tab at the top.
    event.currentTarget.blur();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={layoutCopy.backToTop}
      hidden={!visible}
      data-scroll-to-top
      className={clsx(
        "fixed right-4 bottom-20 z-30 size-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lifted hover:bg-brand-900 lg:bottom-6",
        visible && "inline-flex",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
