import type { ReactNode } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { CredentialsBlock } from "@/components/credentials/credentials-block";
import { certificatesIntro } from "@/content/certificates";
import type { Crumb } from "@/lib/breadcrumbs";
import { PageSection } from "@/components/ui/page-section";

/**
 * Breadcrumb, h1 and introduction, then the list section; `children` is the grid of the five
 * certificate cards (Certificates.astro: each card's viewer button is an island), then the
 * "Check our credentials" block beside them.
 */
export function CertificatesList({
  crumbs,
  children,
}: {
  crumbs: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro id="certificates-title" crumbs={crumbs} copy={certificatesIntro} />
      <PageSection
        id="certificates-list-title"
        title={certificatesIntro.listTitle}
        className="bg-surface py-16 lg:py-20"
        headingClassName="text-3xl leading-tight sm:text-4xl"
      >
        {children}
        <CredentialsBlock className="mt-12" />
      </PageSection>
    </>
  );
}
