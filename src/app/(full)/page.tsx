import { BadgesSection } from "@/components/home/badges-section";
import { CareInActionSection } from "@/components/home/care-in-action-section";
import { CtaBanner } from "@/components/home/cta-banner";
import { FirstVisitSection } from "@/components/home/first-visit-section";
import { GallerySection } from "@/components/home/gallery-section";
import { HeroSection } from "@/components/home/hero-section";
import { InsuranceSection } from "@/components/home/insurance-section";
import { MissionCard } from "@/components/home/mission-card";
import { ServicesSection } from "@/components/home/services-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { ValuesSection } from "@/components/home/values-section";
import { JsonLd } from "@/components/ui/json-ld";
import { organization } from "@/content/organization";
import { pages } from "@/content/pages";
import { organizationJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(organization)} />
      <HeroSection />
      <ServicesSection />
      <ValuesSection />
      <FirstVisitSection />
      <MissionCard />
      <InsuranceSection />
      <CareInActionSection />
      <BadgesSection />
      <TestimonialsSection />
      <CtaBanner />
      <GallerySection />
    </>
  );
}
