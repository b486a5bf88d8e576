import { describe, expect, it } from "vitest";
import {
  activeTopLevelHref,
  isLinkActive,
  navLinkAttributes,
  navLinkMarks,
  pagePath,
  type NavLocation,
} from "./nav-active";

const at = (pathname: string, hash = "", section: string | null = null): NavLocation => ({
  pathname,
  hash,
  section,
});

const items = [
  { href: "/" },
  { href: "/about" },
  { href: "/services" },
  { href: "/service-areas" },
  { href: "/blog" },
];

describe("isLinkActive", () => {
  it("matches a page on its own path and below it", () => {
    expect(isLinkActive("/services", at("/services"))).toBe(true);
    expect(isLinkActive("/services", at("/services/skilled-nursing"))).toBe(true);
    expect(isLinkActive("/services", at("/service-areas"))).toBe(false);
    expect(isLinkActive("/blog", at("/blog/"))).toBe(true);
  });

  it("matches Home only on the home page", () => {
    expect(isLinkActive("/", at("/"))).toBe(true);
    expect(isLinkActive("/", at("/about"))).toBe(false);
  });

  it("matches an anchor link by hash before any section is tracked", () => {
    expect(isLinkActive("/#values", at("/", "#values"))).toBe(true);
    expect(isLinkActive("/#values", at("/", "#insurance"))).toBe(false);
    expect(isLinkActive("/#values", at("/about", "#values"))).toBe(false);
  });

  it("lets the section in view win over a stale hash", () => {
    expect(isLinkActive("/#values", at("/", "#values", "insurance"))).toBe(false);
    expect(isLinkActive("/#insurance", at("/", "#values", "insurance"))).toBe(true);
  });
});

describe("activeTopLevelHref", () => {
  it("highlights the item whose path the visitor is on", () => {
    expect(activeTopLevelHref(items, at("/about"))).toBe("/about");
    expect(activeTopLevelHref(items, at("/services/homemaker"))).toBe("/services");
    expect(activeTopLevelHref(items, at("/service-areas"))).toBe("/service-areas");
    expect(activeTopLevelHref(items, at("/privacy-policy"))).toBeNull();
  });

  it("follows the section in view on the home page", () => {
    expect(activeTopLevelHref(items, at("/"))).toBe("/");
    expect(activeTopLevelHref(items, at("/", "", "values"))).toBe("/");
    expect(activeTopLevelHref(items, at("/", "", "services"))).toBe("/services");
    expect(activeTopLevelHref(items, at("/", "#services"))).toBe("/services");
  });
});

describe("navLinkMarks", () => {
  it("marks a top-level item current only on its own page", () => {
    expect(navLinkMarks("/services", true, "/services", at("/services"))).toEqual({
      active: true,
      current: "page",
    });
    expect(navLinkMarks("/services", true, "/services", at("/services/homemaker"))).toEqual({
      active: true,
      current: undefined,
    });
    expect(navLinkMarks("/about", true, "/services", at("/services"))).toEqual({
      active: false,
      current: undefined,
    });
  });

  it("marks a dropdown page link as the page and a section link as a location", () => {
    expect(navLinkMarks("/services/homemaker", false, null, at("/services/homemaker"))).toEqual({
      active: true,
      current: "page",
    });
    expect(navLinkMarks("/#values", false, "/", at("/", "", "values"))).toEqual({
      active: true,
      current: "location",
    });
    expect(navLinkMarks("/#values", false, "/", at("/", "", "insurance"))).toEqual({
      active: false,
      current: undefined,
    });
  });
});

describe("navLinkAttributes", () => {
  it("writes data-active and aria-current for a page below a top-level item", () => {
    const attributes = navLinkAttributes(items, at("/services/homemaker"));
    expect(attributes("/services", true)).toEqual({
      "data-active": "true",
      "aria-current": undefined,
    });
    expect(attributes("/services/homemaker", false)).toEqual({
      "data-active": "true",
      "aria-current": "page",
    });
    expect(attributes("/about", true)).toEqual({
      "data-active": "false",
      "aria-current": undefined,
    });
  });
});

describe("pagePath", () => {
  it("drops the .html a static host may show and a trailing slash, keeping the root", () => {
    expect(pagePath("/services/homemaker.html")).toBe("/services/homemaker");
    expect(pagePath("/blog/")).toBe("/blog");
    expect(pagePath("/")).toBe("/");
  });
});
