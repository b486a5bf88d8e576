import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import { Slot } from "./slot";

/**
 * The card: every boxed panel on the site (a service, a value, a county, a call-us panel, a
 * dark banner) is this one component, so all share one radius, one surface token and one
 * shadow. Layout inside (flex, grid, gap) is the caller's `className`; a surface, padding or
 * border is a variant, never a class that fights one (Card joins classes with clsx, not
 * tailwind-merge, because client components use it and tailwind-merge would ship with them).
 * One tint for every tinted card (issue 14: cards used six background tints); the services'
 * own colours stay on their icon tiles (tone.ts), where they tell the services apart.
 *
 *   <Card asChild tone="raised"><li className="flex flex-col gap-4">…</li></Card>
 */
const cardVariants = cva("rounded-xl", {
  variants: {
    tone: {
      /** White on the page, with a border and the resting shadow. */
      raised: "border border-line bg-canvas text-ink shadow-soft",
      /** The alternate surface, for panels beside content (contents lists, notes). */
      quiet: "border border-line bg-surface text-ink",
      /** The one card tint (brand-50): feature panels, calls to action, picture frames. */
      tint: "bg-brand-50 text-ink",
      /** A confirmation: the success colour frames it. */
      success: "border-2 border-success bg-surface text-ink",
      /** Dark teal with white text, for banners and call-us panels. */
      inverse: "bg-brand-800 text-white",
    },
    padding: {
      none: "",
      sm: "p-5 sm:p-6",
      md: "p-6 sm:p-8",
      lg: "p-8 sm:p-10",
    },
    /** Lifts on hover: for cards that are one big link. */
    interactive: {
      true: "hover:shadow-lifted motion-safe:transition-shadow",
      false: "",
    },
  },
  defaultVariants: { tone: "raised", padding: "md", interactive: false },
});

type CardProps = ComponentProps<"div"> &
  VariantProps<typeof cardVariants> & {
    /** Render the child element instead (e.g. `<li>`, `<article>`, `<figure>`) with card styles. */
    asChild?: boolean;
  };

export function Card({
  className,
  asChild = false,
  tone,
  padding,
  interactive,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="card"
      className={clsx(cardVariants({ tone, padding, interactive }), className)}
      {...props}
    />
  );
}
