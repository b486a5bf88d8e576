import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";

type CardProps = ComponentProps<"div"> & {
  /** Render the child element instead (e.g. `<li>` or `<article>`) with card styles. */
  asChild?: boolean;
};

export function Card({ className, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="card"
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-line bg-canvas p-6 text-ink shadow-soft sm:p-8",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="card-header" className={cn("flex flex-col gap-2", className)} {...props} />
  );
}

type CardTitleProps = ComponentProps<"h3"> & {
  /** Heading level; pick the one that fits the page outline. */
  as?: "h2" | "h3" | "h4";
};

export function CardTitle({ className, as: Heading = "h3", ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-xl leading-snug font-bold text-brand-900 sm:text-2xl", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("flex-1", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex flex-wrap items-center gap-3 pt-2", className)}
      {...props}
    />
  );
}
