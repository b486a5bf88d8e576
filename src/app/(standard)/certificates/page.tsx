import { CertificatesList } from "@/components/certificates/certificates-list";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.certificates);

const crumbs = breadcrumbsFor(pages.certificates.title);

export default function CertificatesPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.certificates.path)} />
      <CertificatesList crumbs={crumbs} />
    </>
  );
}
