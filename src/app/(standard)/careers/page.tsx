import { ApplySection } from "@/components/careers/apply-section";
import { BenefitsSection } from "@/components/careers/benefits-section";
import { CareersIntro } from "@/components/careers/careers-intro";
import { CultureSection } from "@/components/careers/culture-section";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.careers);

const crumbs = breadcrumbsFor({ label: pages.careers.title, href: pages.careers.path });

export default function CareersPage() {
  return (
    <>
      <CareersIntro crumbs={crumbs} />
      <CultureSection />
      <BenefitsSection />
      <ApplySection />
    </>
  );
}
