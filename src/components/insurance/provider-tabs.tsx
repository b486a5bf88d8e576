import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Toaster } from "@/components/ui/toast";
import type { ProviderTab } from "@/content/insurance-page";
import { tabPanelClass, tabStripClass } from "./tab-sections";

type ProviderTabsProps = {
  label: string;
  tabs: readonly [{ id: ProviderTab; label: string }, ...{ id: ProviderTab; label: string }[]];
} & Partial<Record<ProviderTab, ReactNode>>;

/**
 * The provider page's five tabs (local state, the first shown first). An island: the page
 * passes each panel as a named slot (`<div slot="overview">`), which arrives as the prop of
 * that name; the forms inside are islands of their own. Every panel stays mounted, so a form
 * keeps what was typed when the visitor switches tabs, and without JavaScript all five panels
 * read as sections (see `tab-sections.ts`).
 *
 * The page hydrates it when the visitor comes to the tabs (`client:interact`): a press of a tab
 * before then is held and given again once it runs (a tab selects on click too), so the page
 * loads no React until a visitor uses it (issue 32). The page's toasts (the forms' results)
 * mount here: the forms sit in the panels behind the tabs, so a form is reached through them.
 */
export function ProviderTabs({ label, tabs, ...panels }: ProviderTabsProps) {
  return (
    <>
      <Tabs defaultValue={tabs[0].id}>
        <TabsList className={tabStripClass} aria-label={label}>
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
      <Toaster />
    </>
  );
}
