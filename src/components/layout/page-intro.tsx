import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Crumb } from "@/lib/breadcrumbs";
import { cn } from "@/lib/utils";

type PageIntroProps = {
  /** Id of the h1; the section is labelled by it. */
  id: string;
  crumbs: readonly Crumb[];
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Links, figures or a grid that belong to the introduction. */
  children?: ReactNode;
  className?: string;
};

/** The top of a content page: breadcrumb, eyebrow, the page's one h1 and its introduction. */
export function PageIntro({
  id,
  crumbs,
  eyebrow,
  title,
  description,
  children,
  className,
}: PageIntroProps) {
  return (
    <section aria-labelledby={id} className={cn("container-page py-12 lg:py-16", className)}>
      <Breadcrumb items={crumbs} />
      <SectionHeading
        as="h1"
        id={id}
        className="mt-6"
        eyebrow={eyebrow}
        title={title}
        description={description}
      />
      {children}
    </section>
  );
}
