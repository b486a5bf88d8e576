import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PageSectionProps = {
  /** Id of the h2; the section is labelled by it (one id, so the two cannot drift apart). */
  id: string;
  title: ReactNode;
  /** The muted line under the heading. */
  description?: ReactNode;
  /** The band: background and vertical padding ("bg-surface py-16 lg:py-20"). */
  className?: string;
  /** Extra classes on the page-width container (a column layout, say). */
  containerClassName?: string;
  headingClassName?: string;
  children?: ReactNode;
};

/**
 * A band of a content page: a full-width section, the page-width container, its h2 (and the
 * muted line under it), then what the section holds.
 */
export function PageSection({
  id,
  title,
  description,
  className,
  containerClassName,
  headingClassName = "text-3xl sm:text-4xl",
  children,
}: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={cn("container-page", containerClassName)}>
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {description ? <p className="mt-3 max-w-prose text-lg text-muted">{description}</p> : null}
        {children}
      </div>
    </section>
  );
}
