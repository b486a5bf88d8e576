/*
 * The insurance page's search, filter and tab (spec §4, §5), and their shareable URL form
 * (?tab=benefits&q=blue&filter=popular). Pure: no React, no DOM.
 */
import type { InsuranceProvider } from "@/content/insurance";

export const insuranceTabs = ["providers", "benefits", "process"] as const;
export type InsuranceTab = (typeof insuranceTabs)[number];

export const providerFilters = ["all", "popular", "accepting"] as const;
export type ProviderFilter = (typeof providerFilters)[number];

export type InsuranceView = { tab: InsuranceTab; query: string; filter: ProviderFilter };

/** The page's starting state (spec §4): providers tab, empty search, all providers. */
export const DEFAULT_VIEW: InsuranceView = { tab: "providers", query: "", filter: "all" };

/** Longest search text kept from a URL. */
export const MAX_QUERY_LENGTH = 100;

export type ProviderSearch = { query: string; filter: ProviderFilter };

type Searchable = Pick<
  InsuranceProvider,
  "name" | "description" | "popular" | "acceptsNewPatients"
>;

function matchesFilter(provider: Searchable, filter: ProviderFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "popular":
      return provider.popular;
    case "accepting":
      return provider.acceptsNewPatients;
  }
}

/**
 * The providers whose name or description contains the (trimmed) query, ignoring case,
 * and that pass the filter. An empty query matches every provider. Keeps the input order.
 */
export function filterProviders<T extends Searchable>(
  providers: readonly T[],
  { query, filter }: ProviderSearch,
): T[] {
  const needle = query.trim().toLowerCase();
  return providers.filter(
    (provider) =>
      matchesFilter(provider, filter) &&
      (needle === "" ||
        provider.name.toLowerCase().includes(needle) ||
        provider.description.toLowerCase().includes(needle)),
  );
}

function isInsuranceTab(value: string | null): value is InsuranceTab {
  return insuranceTabs.some((tab) => tab === value);
}

function isProviderFilter(value: string | null): value is ProviderFilter {
  return providerFilters.some((filter) => filter === value);
}

/**
 * Reads the view from a query string ("?tab=benefits&q=blue&filter=popular", with or without
 * the "?") or from URLSearchParams. Unknown or missing values fall back to `DEFAULT_VIEW`;
 * the search text is cut to `MAX_QUERY_LENGTH` characters.
 */
export function parseView(search: string | URLSearchParams): InsuranceView {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const tab = params.get("tab");
  const filter = params.get("filter");
  const query = params.get("q") ?? "";
  return {
    tab: isInsuranceTab(tab) ? tab : DEFAULT_VIEW.tab,
    query: query.trim() === "" ? DEFAULT_VIEW.query : query.slice(0, MAX_QUERY_LENGTH),
    filter: isProviderFilter(filter) ? filter : DEFAULT_VIEW.filter,
  };
}

/**
 * The query string of a view, leaving out default values: "" for the default view,
 * otherwise e.g. "?tab=benefits&q=blue&filter=popular" (keys in that order).
 */
export function serializeView(view: InsuranceView): string {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_VIEW.tab) params.set("tab", view.tab);
  if (view.query.trim() !== "") params.set("q", view.query.slice(0, MAX_QUERY_LENGTH));
  if (view.filter !== DEFAULT_VIEW.filter) params.set("filter", view.filter);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
