import { PageIntro } from "@/components/layout/page-intro";
import { StatList } from "@/components/ui/stat-list";
import { LinkButton } from "@/components/ui/link-button";
import { careersIntro, careersStats } from "@/content/careers";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the h1 and introduction, the team's figures and a jump to "How to Apply". */
export function CareersIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <PageIntro id="careers-title" crumbs={crumbs} copy={careersIntro}>
      <LinkButton
        link={careersIntro.applyLink}
        icon="arrow-down"
        variant="accent"
        size="lg"
        className="mt-8"
      />
      <StatList stats={careersStats} className="mt-12" />
    </PageIntro>
  );
}
