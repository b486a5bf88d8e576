import { useEffect, useId, useState } from "react";
import { LabelledControl } from "@/components/ui/labelled-control";
import { SearchInput } from "@/components/ui/search-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useUrlState } from "@/components/ui/use-url-state";
import { insurancePageCopy as copy } from "@/content/insurance-page";
import type { ProviderSummary } from "@/lib/insurance";
import { filterProviders, isInsuranceTab, parseView, serializeView } from "@/lib/insurance-search";
import { BenefitsPanel, ProcessPanel } from "./coverage-panels";
import { ProviderCard } from "./provider-card";
import { Card } from "@/components/ui/card";
import { tabPanelClass, tabStripClass } from "./tab-sections";

function readField(element: HTMLElement | null): string {
  return element instanceof HTMLInputElement ? element.value : "";
}

/**
 * The three tabs; search text, filter and tab live in the URL query. Every change replaces the
 * history entry: Back leaves the page. The providers come as props from the .astro page (an
 * island, `client:afterload`), so their data is not in the client bundle.
 *
 * Without JavaScript the prerendered HTML reads as three sections: every panel is rendered
 * (`forceMount`) and only hidden while inactive when scripting is on; the tab strip and the
 * search controls, which need script, are hidden when it is off. The grid shows all providers.
 */
export function InsuranceExplorer({ providers }: { providers: readonly ProviderSummary[] }) {
  const [view, update] = useUrlState(parseView, serializeView);
  const searchId = useId();
  // Until the island runs, the tabs, search and filters do nothing: they say so.
  const inert = useHydrated() ? undefined : true;
  const shown = filterProviders(providers, view);

  // Text typed into the prerendered field before the island hydrated is in the DOM but not in
  // the URL: read it once, before React renders the field, and keep it.
  const [typedEarly] = useState(() =>
    typeof document === "undefined" ? "" : readField(document.getElementById(searchId)),
  );
  useEffect(() => {
    if (typedEarly) update({ query: typedEarly }, "replace");
  }, [typedEarly, update]);

  return (
    <Tabs
      value={view.tab}
      onValueChange={(tab) => isInsuranceTab(tab) && update({ tab }, "replace")}
    >
      <TabsList className={tabStripClass} aria-label={copy.tabsLabel} aria-disabled={inert}>
        {copy.tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="providers" forceMount className={tabPanelClass}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between noscript:hidden">
          <LabelledControl id={searchId} label={copy.search.label} className="w-full max-w-md">
            <SearchInput
              id={searchId}
              aria-disabled={inert}
              value={view.query}
              onChange={(event) => update({ query: event.target.value }, "replace")}
              placeholder={copy.search.placeholder}
            />
          </LabelledControl>
          <div
            role="group"
            aria-label={copy.filtersLabel}
            aria-disabled={inert}
            className="flex flex-wrap gap-2"
          >
            {copy.filters.map((filter) => (
              <button
                key={filter.id}
                type="button"
                aria-pressed={view.filter === filter.id}
                onClick={() => update({ filter: filter.id }, "replace")}
                className="min-h-11 rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {filter.label}
              </button>
            ))}
          </div>
        </div>
        <p role="status" className="mt-4 font-semibold text-muted" data-result-count>
          {copy.resultCount(shown.length)}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-provider-grid>
            {shown.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        ) : (
          <Card asChild tone="quiet" padding="lg">
            <div className="mt-4 flex flex-col items-start gap-4">
              <p className="text-lg">{copy.empty}</p>
              <button
                type="button"
                onClick={() => update({ query: "", filter: "all" }, "replace")}
                className="min-h-12 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {copy.clearFilters}
              </button>
            </div>
          </Card>
        )}
      </TabsContent>
      <TabsContent value="benefits" forceMount className={tabPanelClass}>
        <BenefitsPanel />
      </TabsContent>
      <TabsContent value="process" forceMount className={tabPanelClass}>
        <ProcessPanel />
      </TabsContent>
    </Tabs>
  );
}
