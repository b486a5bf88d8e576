import { PageIntro } from "@/components/layout/page-intro";
import { CareCompareLink } from "@/components/credentials/credentials-block";
import { StatList } from "@/components/ui/stat-list";
import { awardsIntro, awardsStats } from "@/content/awards";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the h1 and introduction, then the stats strip and the Care Compare link. */
export function AwardsIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <PageIntro id="awards-title" crumbs={crumbs} copy={awardsIntro}>
      <StatList stats={awardsStats} className="mt-10" />
      <CareCompareLink />
    </PageIntro>
  );
}
