import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * Shared look of text fields: 18 px text, at least 48 px tall, a 2 px border in `muted`
 * (7.1:1 on white, well over the 3:1 needed for control boundaries) that turns `danger`
 * when `aria-invalid` is set. Used by Input, Textarea, NativeSelect and SelectTrigger.
 * Form primitives join classes with `clsx`, not `cn`: forms are client components, and
 * tailwind-merge would add ~8 KB to every page with a form. Overrides must not conflict.
 */
export const fieldControlClasses = clsx(
  "w-full min-w-0 rounded-md border-2 border-muted bg-canvas px-4 py-2.5 text-base text-ink",
  "placeholder:text-muted hover:border-ink motion-safe:transition-colors",
  "disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-muted",
  "aria-invalid:border-danger aria-invalid:hover:border-danger",
);

/**
 * Always pair with a visible `<Label>`; set the right `type`, `inputMode` and `autoComplete`.
 * Size wide fields with `className` (e.g. `sm:max-w-xs` for a ZIP code).
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={clsx(fieldControlClasses, "min-h-12", className)}
      {...props}
    />
  );
}
