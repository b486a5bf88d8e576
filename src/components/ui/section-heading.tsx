import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  /** Small uppercase label above the title, e.g. "Our services". */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Heading level: one h1 per page; sections use h2. */
  as?: "h1" | "h2" | "h3";
  align?: "left" | "center";
  /** `inverse` for dark (brand-800/900) banners. */
  tone?: "default" | "inverse";
  /** Put on the heading, so a `<section aria-labelledby>` can point at it. */
  id?: string;
  className?: string;
};

const titleSizes = {
  h1: "text-4xl sm:text-5xl",
  h2: "text-3xl sm:text-4xl",
  h3: "text-2xl sm:text-3xl",
} as const;

export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Heading = "h2",
  align = "left",
  tone = "default",
  id,
  className,
}: SectionHeadingProps) {
  const inverse = tone === "inverse";
  return (
    <div
      data-slot="section-heading"
      className={cn(
        "flex max-w-3xl flex-col gap-3",
        align === "center" && "mx-auto items-center text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-bold tracking-wider uppercase",
            inverse ? "text-accent-100" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn("leading-tight", titleSizes[Heading], inverse && "text-white")}
      >
        {title}
      </Heading>
      {description ? (
        <p className={cn("max-w-prose text-lg", inverse ? "text-brand-100" : "text-muted")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
