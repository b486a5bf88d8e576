import { CostCalculator } from "@/components/insurance/cost-calculator";
import { InsuranceToolPage } from "@/components/insurance/insurance-tool-page";
import { providerPageCopy } from "@/content/insurance-page";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.insuranceCalculator);

export default function CalculatorPage() {
  return (
    <InsuranceToolPage path={pages.insuranceCalculator.path} {...providerPageCopy.calculator}>
      <CostCalculator idPrefix="calc" />
    </InsuranceToolPage>
  );
}
