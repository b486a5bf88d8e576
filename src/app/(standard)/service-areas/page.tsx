import { ServiceAreaSection } from "@/components/service-areas/service-area-section";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { SectionHeading } from "@/components/ui/section-heading";
import { pages } from "@/content/pages";
import { serviceAreasPageCopy as copy } from "@/content/service-areas";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.serviceAreas);

const crumbs = breadcrumbsFor({ label: pages.serviceAreas.title, href: pages.serviceAreas.path });

export default function ServiceAreasPage() {
  return (
    <>
      <div className="container-page pt-12 pb-10 lg:pt-16">
        <Breadcrumb items={crumbs} />
        <SectionHeading as="h1" className="mt-6" title={copy.title} description={copy.lead} />
      </div>
      <ServiceAreaSection />
    </>
  );
}
