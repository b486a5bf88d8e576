import { AwardsGrid } from "@/components/awards/awards-grid";
import { AwardsIntro } from "@/components/awards/awards-intro";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.awards);

const crumbs = breadcrumbsFor(pages.awards.title);

export default function AwardsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.awards.path)} />
      <AwardsIntro crumbs={crumbs} />
      <AwardsGrid />
    </>
  );
}
