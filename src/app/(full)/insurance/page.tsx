import { InsuranceExplorer } from "@/components/insurance/insurance-explorer";
import { InsuranceHero } from "@/components/insurance/insurance-hero";
import { JsonLd } from "@/components/ui/json-ld";
import { insurancePageCopy } from "@/content/insurance-page";
import { providers } from "@/content/insurance/providers";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { providerSummary } from "@/lib/insurance";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.insurance);

const crumbs = breadcrumbsFor(insurancePageCopy.crumb.label);

export default function InsurancePage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.insurance.path)} />
      <InsuranceHero crumbs={crumbs} />
      <section
        aria-label={insurancePageCopy.sectionLabel}
        className="container-page pb-16 lg:pb-24"
      >
        <InsuranceExplorer providers={providers.map(providerSummary)} />
      </section>
    </>
  );
}
