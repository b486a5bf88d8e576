"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProviderTab } from "@/content/insurance-page";

/** The provider page's five tabs (local state, the first shown first); panels come from the server. */
export function ProviderTabs({
  label,
  tabs,
  panels,
}: {
  label: string;
  tabs: readonly [{ id: ProviderTab; label: string }, ...{ id: ProviderTab; label: string }[]];
  panels: Record<ProviderTab, ReactNode>;
}) {
  return (
    <Tabs defaultValue={tabs[0].id} aria-label={label}>
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          {panels[tab.id]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
