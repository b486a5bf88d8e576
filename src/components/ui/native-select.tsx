import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { fieldControlClasses } from "@/components/ui/input";

/**
 * A styled native `<select>`; pass `<option>`s as children (first one can be "Choose…").
 * Uses `clsx`, not `cn`: forms are client components and tailwind-merge stays out of the bundle.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div data-slot="native-select" className="relative w-full">
      <select
        className={clsx(
          fieldControlClasses,
          "min-h-12 cursor-pointer appearance-none pr-12",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        strokeWidth={1.75}
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink"
      />
    </div>
  );
}
