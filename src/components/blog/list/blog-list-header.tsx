import { Breadcrumb } from "@/components/ui/breadcrumb";
import { SectionHeading } from "@/components/ui/section-heading";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the page's h1 and its introduction. */
export function BlogListHeader({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <header className="flex flex-col gap-6">
      <Breadcrumb items={crumbs} />
      <SectionHeading as="h1" eyebrow={copy.eyebrow} title={copy.title} description={copy.intro} />
    </header>
  );
}
