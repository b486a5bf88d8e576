import { InsuranceToolPage } from "@/components/insurance/insurance-tool-page";
import { VerificationForm } from "@/components/insurance/verification-form";
import { providerPageCopy } from "@/content/insurance-page";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.insuranceVerify);

export default function VerifyPage() {
  return (
    <InsuranceToolPage path={pages.insuranceVerify.path} {...providerPageCopy.verification} narrow>
      <VerificationForm idPrefix="verify" />
    </InsuranceToolPage>
  );
}
