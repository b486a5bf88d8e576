import { ApplySection } from "@/components/careers/apply-section";
import { BenefitsSection } from "@/components/careers/benefits-section";
import { CareersIntro } from "@/components/careers/careers-intro";
import { CultureSection } from "@/components/careers/culture-section";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.careers);

const crumbs = breadcrumbsFor(pages.careers.title);

export default function CareersPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.careers.path)} />
      <CareersIntro crumbs={crumbs} />
      <CultureSection />
      <BenefitsSection />
      <ApplySection />
    </>
  );
}
