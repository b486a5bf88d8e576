"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";
import { useHydrated } from "@/components/ui/use-hydrated";

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A header item with a disclosure dropdown (the WAI-ARIA disclosure navigation pattern):
 * the item's own link, then a button that shows or hides its list. Opens on hover too;
 * closes on Escape (focus back on the button), on a click outside, and when focus leaves.
 */
export function NavDropdown({
  link,
  menuLabel,
  children,
}: {
  link: ReactNode;
  menuLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hoverOpen = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = () => {
    openedByHover.current = false;
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onMouseEnter={hoverOpen}
      onMouseLeave={hoverClose}
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !rootRef.current?.contains(event.relatedTarget)
        ) {
          setOpen(false);
        }
      }}
    >
      {link}
      <button
        ref={buttonRef}
        type="button"
        aria-label={menuLabel}
        aria-expanded={open}
        aria-controls={panelId}
        // Until the island runs, pressing does nothing: say so (and Playwright waits for it).
        aria-disabled={hydrated ? undefined : true}
        onClick={() => {
          // A mouse click right after hover-opening keeps the list open instead of closing it.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        className="-ml-1.5 inline-flex min-h-11 min-w-8 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-brand-800"
      >
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-4 motion-safe:transition-transform", open && "rotate-180")}
        />
      </button>
      {/* Delegation only: the links inside are the interactive elements; a followed link closes
          the panel (Enter on a link fires the same click). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
        }}
        className="absolute top-full left-0 z-50 mt-1 w-72 rounded-lg border border-line bg-canvas p-2 shadow-lifted"
      >
        {children}
      </div>
    </li>
  );
}
