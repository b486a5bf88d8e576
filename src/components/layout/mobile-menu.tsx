"use client";

import Link from "next/link";
import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { ctaLink, mainNav } from "@/content/navigation";
import { activeTopLevelHref, isLinkActive } from "@/lib/nav-active";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { PhoneLink } from "./phone-link";
import { TranslateWidget } from "./translate-widget";
import { useNavLocation } from "./use-nav-location";
import { useScrollLock } from "./use-scroll-lock";

/** Width from which the desktop menu replaces this one (spec §9). */
export const DESKTOP_MIN_WIDTH_PX = 1024;

const rowLink =
  "flex min-h-12 flex-1 items-center rounded-md px-3 text-lg font-semibold text-ink hover:bg-brand-50 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";

/**
 * Full-screen menu under 1024 px. Radix Dialog traps focus, closes on Escape and locks page
 * scrolling while open; following a link closes it too.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const location = useNavLocation();
  const { pathname } = location;
  const activeTop = activeTopLevelHref(mainNav, location);
  // Open on the path where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  useScrollLock(open);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [setOpen]);

  const follow = (href: string) => {
    location.noteHref(href);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 px-3 font-bold text-brand-800 hover:bg-brand-50",
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-5" />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          data-mobile-menu
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
        >
          <div className="container-page flex h-20 shrink-0 items-center justify-between border-b border-line">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Link prefetch={false} href="/" onClick={() => follow("/")} className="rounded-md">
              <Logo />
              <span className="sr-only"> home page</span>
            </Link>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 px-3 font-bold text-brand-800 hover:bg-brand-50">
              <X aria-hidden="true" className="size-5" />
              Close
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="container-page flex-1 py-4">
            <ul className="flex flex-col gap-1">
              {mainNav.map((item) => {
                const active = activeTop === item.href;
                const children = item.children ?? null;
                const isOpen = expanded === item.href;
                const listId = `mobile-sub-${item.href.replace(/\W/g, "") || "home"}`;
                return (
                  <li key={item.href}>
                    <div className="flex items-center gap-1">
                      <Link
                        prefetch={false}
                        href={item.href}
                        data-active={active}
                        aria-current={active && pathname === item.href ? "page" : undefined}
                        onClick={() => follow(item.href)}
                        className={rowLink}
                      >
                        {item.label}
                      </Link>
                      {children && (
                        <button
                          type="button"
                          aria-expanded={isOpen}
                          aria-controls={listId}
                          aria-label={item.menuLabel}
                          onClick={() => setExpanded(isOpen ? null : item.href)}
                          className="inline-flex size-12 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
                        >
                          <ChevronDown
                            aria-hidden="true"
                            className={cn(
                              "size-6 motion-safe:transition-transform",
                              isOpen && "rotate-180",
                            )}
                          />
                        </button>
                      )}
                    </div>
                    {children && (
                      <ul
                        id={listId}
                        hidden={!isOpen}
                        className="mt-1 mb-2 ml-4 border-l-2 border-brand-100 pl-2"
                      >
                        {children.map((child) => {
                          const childActive = isLinkActive(child.href, location);
                          return (
                            <li key={child.href}>
                              <Link
                                prefetch={false}
                                href={child.href}
                                data-active={childActive}
                                aria-current={
                                  childActive
                                    ? child.href.includes("#")
                                      ? "location"
                                      : "page"
                                    : undefined
                                }
                                onClick={() => follow(child.href)}
                                className="flex min-h-11 items-center rounded-md px-3 text-base text-ink hover:bg-brand-50 data-[active=true]:font-bold data-[active=true]:text-brand-800"
                              >
                                {child.label}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="container-page flex flex-col gap-3 border-t border-line py-5">
            <Link
              prefetch={false}
              href={ctaLink.href}
              onClick={() => follow(ctaLink.href)}
              className="inline-flex min-h-14 items-center justify-center rounded-md bg-accent-700 px-6 text-lg font-bold text-white hover:bg-accent-800"
            >
              {ctaLink.label}
            </Link>
            <PhoneLink className="justify-center text-lg" />
            <TranslateWidget variant="inline" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
