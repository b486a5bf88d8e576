/*
 * The insurance page's search, filter and tab (spec §4, §5), and their shareable URL form
 * (?tab=benefits&q=blue&filter=popular). The tab and filter ids come from the page's copy. Pure:
 * no React, no DOM.
 */
import {
  insurancePageCopy,
  type InsuranceTab,
  type ProviderFilter,
} from "@/content/insurance-page";
import type { InsuranceProvider } from "@/content/insurance/providers";
import { readSearchText, toParams, toQueryString, writeSearchText } from "./url-query";

export type InsuranceView = { tab: InsuranceTab; query: string; filter: ProviderFilter };

/** The page's starting state (spec §4): providers tab, empty search, all providers. */
const DEFAULT_VIEW: InsuranceView = { tab: "providers", query: "", filter: "all" };

type ProviderSearch = { query: string; filter: ProviderFilter };

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

export function isInsuranceTab(value: string | null): value is InsuranceTab {
  return insurancePageCopy.tabs.some((tab) => tab.id === value);
}

function isProviderFilter(value: string | null): value is ProviderFilter {
  return insurancePageCopy.filters.some((filter) => filter.id === value);
}

/**
 * Reads the view from a query string ("?tab=benefits&q=blue&filter=popular", with or without
 * the "?") or from URLSearchParams. Unknown or missing values fall back to the default view;
 * the search text is cut to 100 characters.
 */
export function parseView(search: string | URLSearchParams): InsuranceView {
  const params = toParams(search);
  const tab = params.get("tab");
  const filter = params.get("filter");
  return {
    tab: isInsuranceTab(tab) ? tab : DEFAULT_VIEW.tab,
    query: readSearchText(params, "q"),
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
  writeSearchText(params, "q", view.query);
  if (view.filter !== DEFAULT_VIEW.filter) params.set("filter", view.filter);
  return toQueryString(params);
}
