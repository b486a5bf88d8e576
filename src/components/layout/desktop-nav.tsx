"use client";

import { layoutCopy } from "@/content/layout";
import type { NavItem, NavLink } from "@/content/navigation";
import { activeTopLevelHref, isLinkActive } from "@/lib/nav-active";
import { clsx } from "clsx";
import { NavDropdown } from "./nav-dropdown";
import { useNavLocation, type TrackedNavLocation } from "./use-nav-location";

const topLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-2 text-[1.0625rem] font-semibold whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800 data-[active=true]:text-brand-700 data-[active=true]:underline data-[active=true]:decoration-[3px] data-[active=true]:underline-offset-[10px]";

/** The header menu from 1024 px up: seven items, Home and Services with dropdowns. */
export function DesktopNav({
  items,
  pathname,
  className,
}: {
  items: readonly NavItem[];
  /** The page's path (Astro.url.pathname): the prerendered HTML marks the right item. */
  pathname: string;
  className?: string;
}) {
  const location = useNavLocation(pathname);
  const activeTop = activeTopLevelHref(items, location);

  return (
    <nav aria-label={layoutCopy.mainNav} className={clsx("relative", className)}>
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const active = activeTop === item.href;
          const link = (
            <a
              href={item.href}
              data-active={active}
              aria-current={active && location.pathname === item.href ? "page" : undefined}
              className={topLinkClass}
              onClick={() => location.noteHref(item.href)}
            >
              {item.label}
            </a>
          );
          if (!item.children) return <li key={item.href}>{link}</li>;
          return (
            <NavDropdown key={item.href} link={link} menuLabel={item.menuLabel ?? item.label}>
              <DropdownLinks links={item.children} location={location} />
            </NavDropdown>
          );
        })}
      </ul>
    </nav>
  );
}

function DropdownLinks({
  links,
  location,
}: {
  links: readonly NavLink[];
  location: TrackedNavLocation;
}) {
  return (
    <ul className="flex flex-col">
      {links.map((link) => {
        const active = isLinkActive(link.href, location);
        return (
          <li key={link.href}>
            <a
              href={link.href}
              data-active={active}
              aria-current={active ? (link.href.includes("#") ? "location" : "page") : undefined}
              onClick={() => location.noteHref(link.href)}
              className="flex min-h-11 items-center rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:font-bold data-[active=true]:text-brand-800"
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
