import { describe, expect, it } from "vitest";
import { footerNav, mainNav } from "./navigation";
import { pages } from "./pages";
import { services } from "./services";
import { resolveSiteUrl, siteConfig } from "./site";
import { SERVICE_IDS } from "../../test/spec";

describe("page registry (SEO fields)", () => {
  const entries = Object.values(pages);

  it("gives every page a unique path and title and a description of 50 to 160 characters", () => {
    expect(new Set(entries.map((page) => page.path)).size).toBe(entries.length);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    for (const page of entries) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
    }
  });

  it("words the county count and the phone number as the spec does", () => {
    expect(pages.about.description).toContain("serving ten Chicago-area counties");
    expect(pages.contact.description).toBe(
      "Request home health care information: call 847-568-1033 or email us. We call back within 2 office hours and serve ten Chicago-area counties.",
    );
    expect(pages.serviceAreas.description).toContain("home health care to ten counties");
  });
});

describe("site config", () => {
  it("reads the site URL from SITE_URL, with a default and no trailing slash", () => {
    expect(resolveSiteUrl("https://care.example.org/")).toBe("https://care.example.org");
    expect(resolveSiteUrl(undefined)).toBe("https://www.beyondcarehomehealth.com");
    expect(resolveSiteUrl("  ")).toBe("https://www.beyondcarehomehealth.com");
    expect(() => resolveSiteUrl("not a url")).toThrow();
  });

  it("holds the spec's numbers", () => {
    expect(siteConfig.phone.display).toBe("847-568-1033");
    expect(siteConfig.medicare.helpline.display).toBe("1-800-633-4227");
    expect(siteConfig.medicare.tty.display).toBe("1-877-486-2048");
    expect(siteConfig.address).toMatchObject({
      locality: "Wheeling",
      region: "IL",
      postalCode: "60090",
    });
    expect(siteConfig.copyrightYear).toBe(new Date().getFullYear());
  });
});

describe("navigation", () => {
  it("has the eight header items (Insurance added by issue 14) and the four home anchors", () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      "Home",
      "About Us",
      "Services",
      "Insurance",
      "Service Areas",
      "Awards",
      "Blog",
      "Careers",
    ]);
    expect(mainNav.find((item) => item.label === "Insurance")?.href).toBe("/insurance");
    const support = footerNav.support.links;
    expect(support.find((link) => link.label === "Insurance Information")?.href).toBe("/insurance");
    const homeItem = mainNav.find((item) => item.href === "/");
    expect(homeItem?.children?.map((link) => link.href)).toEqual([
      "/#whatToExpect",
      "/#values",
      "/#insurance",
      "/#care-in-action",
    ]);
  });

  it("links every service from the Services menu and the footer", () => {
    const ids = services.map((service) => service.id);
    expect(ids).toEqual([...SERVICE_IDS]);
    const servicesItem = mainNav.find((item) => item.href === "/services");
    expect(servicesItem?.children?.map((link) => link.href)).toEqual(
      ids.map((id) => `/services/${id}`),
    );
    expect(footerNav.services.links.map((link) => link.href)).toEqual(
      ids.map((id) => `/services/${id}`),
    );
  });
});
