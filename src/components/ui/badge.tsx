import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

/** Small status labels. Colour never carries meaning alone: always use words. */
const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1.5 rounded-full border px-3 py-0.5 text-sm font-semibold [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        brand: "border-transparent bg-brand-100 text-brand-800",
        accent: "border-transparent bg-accent-100 text-accent-800",
        neutral: "border-line bg-surface text-ink",
        success: "border-success/30 bg-success/10 text-success",
        outline: "border-brand-700 bg-transparent text-brand-700",
      },
    },
    defaultVariants: { variant: "brand" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
