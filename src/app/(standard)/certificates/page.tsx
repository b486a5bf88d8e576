import { CertificatesList } from "@/components/certificates/certificates-list";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.certificates);

const crumbs = breadcrumbsFor({ label: pages.certificates.title, href: pages.certificates.path });

export default function CertificatesPage() {
  return (
    <>
      <CertificatesList crumbs={crumbs} />
    </>
  );
}
