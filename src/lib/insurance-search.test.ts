import { describe, expect, it } from "vitest";
import { providers } from "@/content/insurance/providers";
import {
  filterProviders,
  isInsuranceTab,
  parseView,
  serializeView,
  type InsuranceView,
} from "./insurance-search";

/** The page's starting state (spec §4): providers tab, empty search, all providers. */
const DEFAULT_VIEW: InsuranceView = { tab: "providers", query: "", filter: "all" };

const ids = (list: readonly { id: string }[]) => list.map((provider) => provider.id);

describe("filterProviders", () => {
  it("returns every provider for an empty or blank query with the All filter", () => {
    expect(filterProviders(providers, { query: "", filter: "all" })).toEqual(providers);
    expect(filterProviders(providers, { query: "   ", filter: "all" })).toEqual(providers);
  });

  it("matches names case-insensitively and trims the query", () => {
    expect(ids(filterProviders(providers, { query: "  AETNA ", filter: "all" }))).toEqual([
      "aetna",
    ]);
    expect(ids(filterProviders(providers, { query: "kaiser", filter: "all" }))).toEqual(["kaiser"]);
  });

  it("matches descriptions as well as names", () => {
    const byDescription = filterProviders(providers, { query: "service members", filter: "all" });
    expect(ids(byDescription)).toEqual(["tricare"]);
    // "Blue" is in three names and in no other provider's description.
    expect(ids(filterProviders(providers, { query: "blue cross", filter: "all" }))).toEqual([
      "bcbs",
      "anthem",
      "independence",
    ]);
  });

  it("applies each filter", () => {
    expect(ids(filterProviders(providers, { query: "", filter: "popular" }))).toEqual([
      "medicare",
      "medicaid",
      "bcbs",
      "humana",
      "united",
    ]);
    const accepting = filterProviders(providers, { query: "", filter: "accepting" });
    expect(accepting).toHaveLength(13);
    expect(ids(accepting)).not.toContain("kaiser");
  });

  it("combines the query with the filter", () => {
    expect(ids(filterProviders(providers, { query: "medicare", filter: "popular" }))).toEqual(
      expect.arrayContaining(["medicare", "humana", "united"]),
    );
    for (const provider of filterProviders(providers, { query: "medicare", filter: "popular" })) {
      expect(provider.popular).toBe(true);
    }
    expect(filterProviders(providers, { query: "kaiser", filter: "accepting" })).toEqual([]);
    expect(ids(filterProviders(providers, { query: "kaiser", filter: "all" }))).toEqual(["kaiser"]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(filterProviders(providers, { query: "zzz no such plan", filter: "all" })).toEqual([]);
  });

  it("keeps the caller's item type and order", () => {
    const items = [
      { key: 1, name: "B plan", description: "x", popular: false, acceptsNewPatients: true },
      { key: 2, name: "A plan", description: "y", popular: true, acceptsNewPatients: true },
    ];
    expect(filterProviders(items, { query: "PLAN", filter: "all" }).map((i) => i.key)).toEqual([
      1, 2,
    ]);
  });
});

describe("parseView and serializeView", () => {
  it("serializes the default view as an empty string", () => {
    expect(serializeView(DEFAULT_VIEW)).toBe("");
    expect(parseView("")).toEqual(DEFAULT_VIEW);
    expect(parseView("?")).toEqual(DEFAULT_VIEW);
  });

  it("writes only non-default keys, in the order tab, q, filter", () => {
    expect(serializeView({ tab: "benefits", query: "blue", filter: "popular" })).toBe(
      "?tab=benefits&q=blue&filter=popular",
    );
    expect(serializeView({ tab: "providers", query: "", filter: "accepting" })).toBe(
      "?filter=accepting",
    );
    expect(serializeView({ tab: "providers", query: "   ", filter: "all" })).toBe("");
  });

  it("round-trips views, including spaces and symbols in the query", () => {
    const views: InsuranceView[] = [
      DEFAULT_VIEW,
      { tab: "benefits", query: "blue", filter: "popular" },
      { tab: "process", query: "", filter: "all" },
      { tab: "providers", query: "Blue Cross & Blue Shield?", filter: "accepting" },
      { tab: "providers", query: "medicare ", filter: "all" },
    ];
    for (const view of views) {
      expect(parseView(serializeView(view))).toEqual(view);
    }
  });

  it("reads a query string with or without '?' and URLSearchParams", () => {
    const expected = { tab: "process", query: "aetna", filter: "popular" };
    expect(parseView("?tab=process&q=aetna&filter=popular")).toEqual(expected);
    expect(parseView("filter=popular&q=aetna&tab=process")).toEqual(expected);
    expect(
      parseView(new URLSearchParams({ tab: "process", q: "aetna", filter: "popular" })),
    ).toEqual(expected);
  });

  it("falls back to defaults for unknown or garbage values", () => {
    expect(parseView("?tab=billing&filter=cheap&q=")).toEqual(DEFAULT_VIEW);
    expect(parseView("?tab=BENEFITS&filter=Popular")).toEqual(DEFAULT_VIEW);
    expect(parseView("%%%&&==tab")).toEqual(DEFAULT_VIEW);
    expect(parseView("?tab=&filter=&q=%20%20")).toEqual(DEFAULT_VIEW);
    expect(parseView("?foo=bar&tab=benefits")).toEqual({ ...DEFAULT_VIEW, tab: "benefits" });
  });

  it("caps the query at 100 characters", () => {
    const long = "a".repeat(500);
    expect(parseView(`?q=${long}`).query).toHaveLength(100);
    expect(serializeView({ ...DEFAULT_VIEW, query: long })).toBe(`?q=${"a".repeat(100)}`);
  });
});

describe("isInsuranceTab", () => {
  it("accepts exactly the three tab ids", () => {
    for (const tab of ["providers", "benefits", "process"]) expect(isInsuranceTab(tab)).toBe(true);
    for (const value of ["Providers", "billing", "", null])
      expect(isInsuranceTab(value)).toBe(false);
  });
});
