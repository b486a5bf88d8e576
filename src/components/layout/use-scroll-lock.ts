"use client";

import { useEffect } from "react";

/** Stops the page behind an overlay from scrolling while `locked` is true. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { overflow: rootOverflow } = root.style;
    const { overflow: bodyOverflow } = document.body.style;
    root.style.overflow = "hidden";
    document.body.style.overflow = "hidden";
    return () => {
      root.style.overflow = rootOverflow;
      document.body.style.overflow = bodyOverflow;
    };
  }, [locked]);
}
