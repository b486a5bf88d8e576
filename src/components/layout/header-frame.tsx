"use client";

import { useEffect, useState, type ReactNode } from "react";
import { clsx } from "clsx";

/** Scroll distance after which the header turns more opaque (spec §9). */
const HEADER_OPAQUE_AFTER_PX = 10;

/** Sticky header bar that becomes more opaque once the page has scrolled past 10 px. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_OPAQUE_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "sticky top-0 z-40 border-b backdrop-blur-md motion-safe:transition-[background-color,box-shadow] motion-safe:duration-300",
        scrolled ? "border-line bg-canvas/[0.97] shadow-soft" : "border-transparent bg-canvas/80",
      )}
    >
      {children}
    </header>
  );
}
