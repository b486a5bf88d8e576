import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.privacyPolicy);

export default function PrivacyPolicyPage() {
  return (
    <>
      <LegalDocument document={privacyPolicy} path={pages.privacyPolicy.path} />
    </>
  );
}
