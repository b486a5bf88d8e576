import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Crumb } from "@/lib/breadcrumbs";
import { cn } from "@/lib/utils";

/** The words of a page's introduction: eyebrow, the h1 and the paragraph under it. */
type IntroCopy = {
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  readonly description?: ReactNode;
};

type PageIntroProps = {
  /** Id of the h1; the section is labelled by it. */
  id: string;
  crumbs: readonly Crumb[];
  /** Links, figures or a grid that belong to the introduction. */
  children?: ReactNode;
  className?: string;
} & (
  | IntroCopy
  /** A content module's intro object as it stands (most pages keep their three words together). */
  | { copy: IntroCopy }
);

/** The top of a content page: breadcrumb, eyebrow, the page's one h1 and its introduction. */
export function PageIntro(props: PageIntroProps) {
  const { id, crumbs, children, className } = props;
  const { eyebrow, title, description } = "copy" in props ? props.copy : props;
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
