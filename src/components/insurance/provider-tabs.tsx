import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ProviderTab } from "@/content/insurance-page";
import { tabPanelClass, tabStripClass } from "./tab-sections";

type ProviderTabsProps = {
  label: string;
  /** On the tabs' own root (the page's spacing), instead of a wrapper around the island. */
  className?: string;
  tabs: readonly [{ id: ProviderTab; label: string }, ...{ id: ProviderTab; label: string }[]];
} & Partial<Record<ProviderTab, ReactNode>>;

/**
 * The provider page's five tabs (local state, the first shown first). An island: the page
 * passes each panel as a named slot (`<div slot="overview">`), which arrives as the prop of
 * that name; the forms inside are islands of their own. Every panel stays mounted, so a form
 * keeps what was typed when the visitor switches tabs, and without JavaScript all five panels
 * read as sections (see `tab-sections.ts`).
 */
export function ProviderTabs({ label, tabs, className, ...panels }: ProviderTabsProps) {
  // Until the island runs, the tabs do nothing: they say so.
  const hydrated = useHydrated();
  return (
    <Tabs defaultValue={tabs[0].id} className={className}>
      <TabsList
        className={tabStripClass}
        aria-label={label}
        aria-disabled={hydrated ? undefined : true}
      >
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount className={tabPanelClass}>
          {panels[tab.id]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
