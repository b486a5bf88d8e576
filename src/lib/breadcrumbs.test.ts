import { describe, expect, it } from "vitest";
import { breadcrumbsFor, breadcrumbsFromPath } from "./breadcrumbs";

/** The label the path's last segment gets. */
const segmentLabel = (segment: string) => breadcrumbsFromPath(`/${segment}`).at(-1)?.label;

describe("a path segment's label", () => {
  it("turns dashes into spaces and capitalises each word", () => {
    expect(segmentLabel("skilled-nursing")).toBe("Skilled Nursing");
    expect(segmentLabel("health-aide")).toBe("Health Aide");
    expect(segmentLabel("services")).toBe("Services");
  });

  it("ignores doubled dashes and decodes escapes", () => {
    expect(segmentLabel("a--b")).toBe("A B");
    expect(segmentLabel("caf%C3%A9-care")).toBe("Café Care");
  });
});

describe("breadcrumbsFromPath", () => {
  it("starts at Home, links earlier segments and leaves the last one plain", () => {
    expect(breadcrumbsFromPath("/services/skilled-nursing")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Skilled Nursing", href: "/services/skilled-nursing" },
    ]);
  });

  it("handles a single segment, a trailing slash, a query and a hash", () => {
    expect(breadcrumbsFromPath("/services/")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
    ]);
    expect(breadcrumbsFromPath("/services/speech-therapy?x=1#top")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Speech Therapy", href: "/services/speech-therapy" },
    ]);
  });

  it("is just Home at the root", () => {
    expect(breadcrumbsFromPath("/")).toEqual([{ label: "Home", href: "/" }]);
  });
});

describe("breadcrumbsFor", () => {
  it("puts Home first, intermediate links next and the current page last", () => {
    expect(breadcrumbsFor({ label: "HIPAA Notice", href: "/hipaa-notice" })).toEqual([
      { label: "Home", href: "/" },
      { label: "HIPAA Notice", href: "/hipaa-notice" },
    ]);
    expect(
      breadcrumbsFor({ label: "Medicare", href: "/insurance/medicare" }, [
        { label: "Insurance", href: "/insurance" },
      ]),
    ).toEqual([
      { label: "Home", href: "/" },
      { label: "Insurance", href: "/insurance" },
      { label: "Medicare", href: "/insurance/medicare" },
    ]);
  });
});

describe("breadcrumbs with labels (a Spanish page, whose URLs are English)", () => {
  it("names the paths it is given, and keeps the path's words for the others", () => {
    expect(
      breadcrumbsFromPath("/services/skilled-nursing", {
        "/services/skilled-nursing": "Enfermería especializada",
      }).map((crumb) => crumb.label),
    ).toEqual(["Home", "Services", "Enfermería especializada"]);
  });
});
