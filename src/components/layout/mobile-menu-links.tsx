"use client";

import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { layoutCopy } from "@/content/layout";
import type { NavItem } from "@/content/navigation";
import { activeTopLevelHref, isLinkActive } from "@/lib/nav-active";
import { clsx } from "clsx";
import type { TrackedNavLocation } from "./use-nav-location";

const rowLink =
  "flex min-h-12 flex-1 items-center rounded-md px-3 text-lg font-semibold text-ink hover:bg-brand-50 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";

/** The seven items of the mobile menu; Home and Services open sub-lists. */
export function MobileMenuLinks({
  items,
  location,
  onFollow,
}: {
  items: readonly NavItem[];
  location: TrackedNavLocation;
  onFollow: (href: string) => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const activeTop = activeTopLevelHref(items, location);

  return (
    <nav aria-label={layoutCopy.mainNav} className="container-page flex-1 py-4">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const active = activeTop === item.href;
          const children = item.children ?? null;
          const isOpen = expanded === item.href;
          const listId = `mobile-sub-${item.href.replace(/\W/g, "") || "home"}`;
          return (
            <li key={item.href}>
              <div className="flex items-center gap-1">
                <a
                  href={item.href}
                  data-active={active}
                  aria-current={active && location.pathname === item.href ? "page" : undefined}
                  onClick={() => onFollow(item.href)}
                  className={rowLink}
                >
                  {item.label}
                </a>
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
                      className={clsx(
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
                        <a
                          href={child.href}
                          data-active={childActive}
                          aria-current={
                            childActive
                              ? child.href.includes("#")
                                ? "location"
                                : "page"
                              : undefined
                          }
                          onClick={() => onFollow(child.href)}
                          className="flex min-h-11 items-center rounded-md px-3 text-base text-ink hover:bg-brand-50 data-[active=true]:font-bold data-[active=true]:text-brand-800"
                        >
                          {child.label}
                        </a>
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
  );
}
