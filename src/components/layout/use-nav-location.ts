"use client";

import { useCallback, useEffect, useState } from "react";
import {
  SECTION_VISIBILITY_THRESHOLD,
  TRACKED_SECTION_IDS,
  type NavLocation,
} from "@/lib/nav-active";

export type TrackedNavLocation = NavLocation & { noteHref: (href: string) => void };

/**
 * The current path (given by the page that renders the island, so the prerendered HTML marks
 * the right item) and hash, and on the home page the section in view (IntersectionObserver,
 * threshold 0.3).
 */
export function useNavLocation(pathname: string): TrackedNavLocation {
  const [hash, setHash] = useState("");
  const section = useSectionInView(pathname === "/");

  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener("hashchange", read);
    window.addEventListener("popstate", read);
    return () => {
      window.removeEventListener("hashchange", read);
      window.removeEventListener("popstate", read);
    };
  }, [pathname]);

  /** Client-side navigation does not fire `hashchange`: links report their hash here. */
  const noteHref = useCallback((href: string) => {
    const index = href.indexOf("#");
    setHash(index >= 0 ? href.slice(index) : "");
  }, []);

  return { pathname, hash, section, noteHref };
}

function useSectionInView(enabled: boolean): string | null {
  const [section, setSection] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const targets = TRACKED_SECTION_IDS.map((id) => document.getElementById(id)).filter(
      (element): element is HTMLElement => element !== null,
    );
    if (targets.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setSection(entry.target.id);
        }
      },
      { threshold: SECTION_VISIBILITY_THRESHOLD },
    );
    targets.forEach((target) => observer.observe(target));
    return () => {
      observer.disconnect();
      setSection(null);
    };
  }, [enabled]);

  return enabled ? section : null;
}
