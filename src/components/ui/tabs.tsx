"use client";

import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/** Arrow keys move between tabs (and select them); Tab moves into the panel. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      // Wraps instead of scrolling, so no tab hides off-screen and the focus ring is never clipped.
      className={cn("flex flex-wrap gap-x-2 border-b-2 border-line", className)}
      {...props}
    />
  );
}

/** Selected state is shown three ways: a thick underline bar, bold text and darker colour. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "-mb-0.5 inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-t-md border-b-4 border-transparent px-4 py-2",
        "text-base font-medium text-muted hover:bg-brand-50 hover:text-brand-900",
        "motion-safe:transition-colors",
        "data-[state=active]:border-brand-700 data-[state=active]:font-bold data-[state=active]:text-brand-900",
        "disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("rounded-sm", className)}
      {...props}
    />
  );
}
