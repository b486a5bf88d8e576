import { describe, expect, it } from "vitest";
import {
  chicagoDate,
  currentOpenings,
  hourlyEstimate,
  isOpen,
  openingSlugFromFileName,
  payText,
  toOpening,
} from "./opening-entries";
import { openingFrontmatterSchema } from "./opening-frontmatter";
import { lpnOpening } from "../../../test/opening-fakes";

const posting = (title: string, datePosted: string, validThrough: string) => ({
  title,
  datePosted,
  validThrough,
});

describe("which openings the build publishes", () => {
  it("keeps an opening through its last day and drops it the day after", () => {
    expect(isOpen({ validThrough: "2026-11-25" }, "2026-11-25")).toBe(true);
    expect(isOpen({ validThrough: "2026-11-24" }, "2026-11-25")).toBe(false);
  });

  it("lists the current openings newest first, without the expired one", () => {
    const openings = [
      posting("LPN", "2026-11-09", "2027-02-28"),
      posting("Weekend RN", "2025-12-01", "2026-01-31"),
      posting("Aide", "2026-11-12", "2027-02-28"),
      posting("Billing", "2026-11-12", "2026-12-01"),
    ];
    expect(currentOpenings(openings, "2026-11-25").map((o) => o.title)).toEqual([
      "Aide",
      "Billing",
      "LPN",
    ]);
    expect(currentOpenings(openings, "2026-12-02").map((o) => o.title)).toEqual(["Aide", "LPN"]);
  });

  it("counts the build's day in Chicago (an evening build in Chicago is still that day)", () => {
    expect(chicagoDate(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-25");
    expect(chicagoDate(new Date("2026-11-26T07:00:00Z"))).toBe("2026-11-26");
  });
});

describe("pay", () => {
  it("writes the range and its unit", () => {
    expect(payText({ min: 19, max: 22, per: "hour" })).toBe("$19 to $22 an hour");
    expect(payText({ min: 19.5, max: 19.5, per: "hour" })).toBe("$19.50 an hour");
    expect(payText({ min: 88000, max: 102000, per: "year" })).toBe("$88,000 to $102,000 a year");
    expect(payText({ min: 55, max: 65, per: "visit", hoursPerVisit: 1.25 })).toBe(
      "$55 to $65 a visit",
    );
  });

  it("estimates pay per visit as an hourly range that holds the exact values", () => {
    // 55 / 1.25 = 44 and 65 / 1.25 = 52; 85 / 1.5 = 56.67 and 100 / 1.5 = 66.67.
    expect(hourlyEstimate({ min: 55, max: 65, per: "visit", hoursPerVisit: 1.25 })).toEqual({
      min: 44,
      max: 52,
      hoursPerVisit: 1.25,
    });
    expect(hourlyEstimate({ min: 85, max: 100, per: "visit", hoursPerVisit: 1.5 })).toMatchObject({
      min: 56,
      max: 67,
    });
    expect(hourlyEstimate({ min: 19, max: 22, per: "hour" })).toBeUndefined();
  });
});

describe("the opening's frontmatter and file", () => {
  // The frontmatter of the shared opening, its date as YAML reads one (the file gives slug and text).
  const { slug: _slug, html: _html, sample: _sample, ...fields } = lpnOpening;
  const valid = { ...fields, datePosted: new Date("2026-11-09T00:00:00Z") };

  it("accepts a posting and reads YAML dates back as text", () => {
    const parsed = openingFrontmatterSchema.parse(valid);
    expect(parsed.datePosted).toBe("2026-11-09");
    expect(parsed.sample).toBe(false);
  });

  it("refuses a posting without pay, a per-visit rate without its hours, an unknown county", () => {
    const { pay: _pay, ...withoutPay } = valid;
    expect(openingFrontmatterSchema.safeParse(withoutPay).success).toBe(false);
    expect(
      openingFrontmatterSchema.safeParse({ ...valid, pay: { min: 55, max: 65, per: "visit" } })
        .error?.issues[0]?.message,
    ).toMatch(/hoursPerVisit is required/);
    expect(openingFrontmatterSchema.safeParse({ ...valid, counties: ["cooke"] }).success).toBe(
      false,
    );
    expect(
      openingFrontmatterSchema.safeParse({ ...valid, validThrough: "2026-11-01" }).success,
    ).toBe(false);
  });

  it("names the page after the file and needs a description", () => {
    expect(openingSlugFromFileName("home-health-aide.md")).toBe("home-health-aide");
    expect(() => openingSlugFromFileName("Home Aide.md")).toThrow(/lower case/);
    const data = openingFrontmatterSchema.parse(valid);
    expect(() => toOpening({ id: "lpn", data, rendered: { html: " " } })).toThrow(
      /has no description/,
    );
    expect(toOpening({ id: "lpn", data, rendered: { html: "<p>x</p>" } }).slug).toBe("lpn");
  });
});
