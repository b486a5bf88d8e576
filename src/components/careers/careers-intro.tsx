import { ArrowDown } from "lucide-react";
import { StatList } from "@/components/ui/stat-list";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { careersIntro, careersStats } from "@/content/careers";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the h1 and introduction, the team's figures and a jump to "How to Apply". */
export function CareersIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <section aria-labelledby="careers-title" className="container-page py-12 lg:py-16">
      <Breadcrumb items={crumbs} />
      <SectionHeading
        as="h1"
        id="careers-title"
        className="mt-6"
        eyebrow={careersIntro.eyebrow}
        title={careersIntro.title}
        description={careersIntro.text}
      />
      <Button asChild variant="accent" size="lg" className="mt-8">
        <a href={careersIntro.applyLink.href}>
          {careersIntro.applyLink.label}
          <ArrowDown aria-hidden="true" />
        </a>
      </Button>
      <StatList stats={careersStats} className="mt-12" />
    </section>
  );
}
