"use client";

import type { ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Check } from "lucide-react";
import { clsx } from "clsx";

/**
 * A 24 px box whose invisible ::before extends the hit area to 44 x 44 px. Space toggles
 * it (Enter does not, as with a native checkbox). Pair with `<Label htmlFor>`.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={clsx(
        "relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-muted bg-canvas text-white",
        "before:absolute before:-inset-2.5 before:content-['']",
        "hover:border-ink motion-safe:transition-colors",
        "data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700",
        "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex">
        <Check aria-hidden="true" strokeWidth={3} className="size-5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
