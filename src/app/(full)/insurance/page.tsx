import { InsuranceExplorer } from "@/components/insurance/insurance-explorer";
import { InsuranceHero } from "@/components/insurance/insurance-hero";
import { insurancePageCopy } from "@/content/insurance-page";
import { providers } from "@/content/insurance/providers";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { providerSummary } from "@/lib/insurance";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.insurance);

const crumbs = breadcrumbsFor(insurancePageCopy.crumb);

export default function InsurancePage() {
  return (
    <>
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
