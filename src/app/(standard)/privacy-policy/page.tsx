import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.privacyPolicy);

export default function PrivacyPolicyPage() {
  return (
    <>
      <LegalDocument document={privacyPolicy} />
      <JsonLd
        data={breadcrumbJsonLd(breadcrumbsFor(privacyPolicy.title), pages.privacyPolicy.path)}
      />
    </>
  );
}
