"use client";

import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { layoutCopy } from "@/content/layout";
import { uiCopy } from "@/content/ui";
import type { NavItem, NavLink } from "@/content/navigation";
import { clsx } from "clsx";
import { trapTabKey } from "./focus-trap";
import { Logo } from "./logo";
import { MobileMenuLinks } from "./mobile-menu-links";
import { PhoneLink } from "./phone-link";
import { TranslateWidget } from "./translate-widget";
import { useNavLocation } from "./use-nav-location";
import { useScrollLock } from "./use-scroll-lock";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Width from which the desktop menu replaces this one (spec §9). */
const DESKTOP_MIN_WIDTH_PX = 1024;

const outlineButton =
  "inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 px-3 font-bold text-brand-800 hover:bg-brand-50";

/**
 * Full-screen menu under 1024 px, on a native modal <dialog> (the page behind is inert).
 * Tab stays inside, Escape closes it, page scrolling is locked while open, and following a
 * link (any navigation) closes it. The links come as props from the server header, so the
 * services content that builds them never ships to the browser.
 */
export function MobileMenu({
  items,
  cta: ctaLink,
  pathname,
  className,
}: {
  items: readonly NavItem[];
  cta: NavLink;
  /** The page's path (Astro.url.pathname). */
  pathname: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const location = useNavLocation(pathname);
  // Open on the path where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [setOpen]);

  const dismiss = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const follow = (href: string) => {
    location.noteHref(href);
    setOpen(false);
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Until the island runs, pressing does nothing: say so (and Playwright waits for it).
        aria-disabled={hydrated ? undefined : true}
        onClick={() => setOpen(true)}
        className={clsx(outlineButton, className)}
      >
        <Menu aria-hidden="true" className="size-5" />
        {layoutCopy.mobileMenu.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        data-mobile-menu
        onCancel={(event) => {
          event.preventDefault();
          dismiss();
        }}
        onKeyDown={trapTabKey}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none border-0 bg-canvas p-0 text-ink open:flex open:flex-col"
      >
        <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-line">
          <h2 id={titleId} className="sr-only">
            {layoutCopy.mobileMenu.title}
          </h2>
          <a href="/" onClick={() => follow("/")} className="rounded-md">
            <Logo />
            <span className="sr-only">{layoutCopy.homeLinkSuffix}</span>
          </a>
          <button type="button" onClick={dismiss} className={outlineButton}>
            <X aria-hidden="true" className="size-5" />
            {uiCopy.close}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <MobileMenuLinks items={items} location={location} onFollow={follow} />
          <div className="container-page flex flex-col gap-3 border-t border-line py-5">
            <a
              href={ctaLink.href}
              onClick={() => follow(ctaLink.href)}
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              {ctaLink.label}
            </a>
            <PhoneLink className="justify-center text-lg" />
            <TranslateWidget variant="inline" />
          </div>
        </div>
      </dialog>
    </>
  );
}
