"use client";

import type { ComponentProps } from "react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";

/** `type="multiple"` lets several items stay open at once (good for FAQs). */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn("border-t border-line", className)}
      {...props}
    />
  );
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-line", className)}
      {...props}
    />
  );
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The trigger sits inside a heading; pick the level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex text-lg font-semibold text-brand-900 sm:text-xl">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "group flex min-h-14 flex-1 cursor-pointer items-center justify-between gap-4 rounded-sm py-4 text-left",
            "hover:underline hover:decoration-2 hover:underline-offset-4",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            strokeWidth={1.75}
            className="size-6 shrink-0 text-brand-700 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden"
      {...props}
    >
      <div className={cn("max-w-prose pb-6 text-ink", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
