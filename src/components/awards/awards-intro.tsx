import { PageIntro } from "@/components/layout/page-intro";
import { StatList } from "@/components/ui/stat-list";
import { awardsIntro, awardsStats } from "@/content/awards";
import type { Crumb } from "@/lib/breadcrumbs";

/** Breadcrumb, the h1 and introduction, then the stats strip. */
export function AwardsIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <PageIntro
      id="awards-title"
      crumbs={crumbs}
      eyebrow={awardsIntro.eyebrow}
      title={awardsIntro.title}
      description={awardsIntro.text}
    >
      <StatList stats={awardsStats} className="mt-10" />
    </PageIntro>
  );
}
