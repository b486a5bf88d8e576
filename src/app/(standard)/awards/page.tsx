import { AwardsGrid } from "@/components/awards/awards-grid";
import { AwardsIntro } from "@/components/awards/awards-intro";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.awards);

const crumbs = breadcrumbsFor({ label: pages.awards.title, href: pages.awards.path });

export default function AwardsPage() {
  return (
    <>
      <AwardsIntro crumbs={crumbs} />
      <AwardsGrid />
    </>
  );
}
