import { AboutCommitments } from "@/components/about/about-commitments";
import { AboutIntro } from "@/components/about/about-intro";
import { AboutMission } from "@/components/about/about-mission";
import { AboutValues } from "@/components/about/about-values";
import { FaqSection } from "@/components/faq/faq-section";
import { ServiceAreaSection } from "@/components/service-areas/service-area-section";
import { JsonLd } from "@/components/ui/json-ld";
import { faqItems } from "@/content/faq";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { faqPageJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.about);

const crumbs = breadcrumbsFor({ label: pages.about.title, href: pages.about.path });

export default function AboutPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqItems)} />
      <AboutIntro crumbs={crumbs} />
      <AboutMission />
      <AboutValues />
      <AboutCommitments />
      <FaqSection />
      <ServiceAreaSection />
    </>
  );
}
