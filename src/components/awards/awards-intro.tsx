import { StatList } from "@/components/ui/stat-list";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { SectionHeading } from "@/components/ui/section-heading";
import { awardsIntro, awardsStats } from "@/content/awards";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the h1 and introduction, then the stats strip. */
export function AwardsIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <section aria-labelledby="awards-title" className="container-page py-12 lg:py-16">
      <Breadcrumb items={crumbs} />
      <SectionHeading
        as="h1"
        id="awards-title"
        className="mt-6"
        eyebrow={awardsIntro.eyebrow}
        title={awardsIntro.title}
        description={awardsIntro.text}
      />
      <StatList stats={awardsStats} className="mt-10" />
    </section>
  );
}
