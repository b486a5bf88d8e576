import { PageIntro } from "@/components/layout/page-intro";
import { certificates, certificatesIntro } from "@/content/certificates";
import type { Crumb } from "@/lib/breadcrumbs";
import { CertificateCard } from "./certificate-card";

/** Breadcrumb, h1 and introduction, then the five certificate cards. */
export function CertificatesList({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <>
      <PageIntro
        id="certificates-title"
        crumbs={crumbs}
        eyebrow={certificatesIntro.eyebrow}
        title={certificatesIntro.title}
        description={certificatesIntro.text}
      />
      <section aria-labelledby="certificates-list-title" className="bg-surface py-16 lg:py-20">
        <div className="container-page">
          <h2 id="certificates-list-title" className="text-3xl leading-tight sm:text-4xl">
            {certificatesIntro.listTitle}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-certificates-grid>
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard certificate={certificate} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
