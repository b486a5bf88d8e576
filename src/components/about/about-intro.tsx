import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { aboutIntro, aboutStats } from "@/content/about";
import type { Crumb } from "@/lib/breadcrumbs";
import { StatList } from "@/components/ui/stat-list";

/** Breadcrumb, the page's h1 and introduction, its three figures and the two main links. */
export function AboutIntro({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { services, contact } = aboutIntro.links;
  return (
    <PageIntro id="about-title" crumbs={crumbs} copy={aboutIntro}>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row" data-about-links>
        <LinkButton link={services} size="lg" />
        <Button asChild variant="secondary" size="lg">
          <a href={contact.href}>{contact.label}</a>
        </Button>
      </div>
      <StatList stats={aboutStats} className="mt-12 max-w-4xl" />
    </PageIntro>
  );
}
