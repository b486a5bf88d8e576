import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import { hipaaNotice } from "@/content/legal/hipaa-notice";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.hipaaNotice);

export default function HipaaNoticePage() {
  return (
    <>
      <LegalDocument document={hipaaNotice} />
      <JsonLd data={breadcrumbJsonLd(breadcrumbsFor(hipaaNotice.title), pages.hipaaNotice.path)} />
    </>
  );
}
