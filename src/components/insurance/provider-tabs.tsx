"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProviderTab } from "@/content/insurance-page";

const order: readonly ProviderTab[] = [
  "overview",
  "coverage",
  "verification",
  "calculator",
  "contact",
];

/** The provider page's five tabs (local state, overview first); panels come from the server. */
export function ProviderTabs({
  label,
  labels,
  panels,
}: {
  label: string;
  labels: Record<ProviderTab, string>;
  panels: Record<ProviderTab, ReactNode>;
}) {
  return (
    <Tabs defaultValue="overview" aria-label={label}>
      <TabsList>
        {order.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {labels[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {order.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {panels[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
