import { VerificationForm } from "@/components/insurance/verification-form";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { JsonLd } from "@/components/ui/json-ld";
import { Toaster } from "@/components/ui/toast";
import { providerPageCopy } from "@/content/insurance-page";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.insuranceVerify);

const crumbs = breadcrumbsFor(providerPageCopy.verification.title, [
  { label: "Insurance", href: "/insurance" },
]);

export default function VerifyPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.insuranceVerify.path)} />
      <Toaster />
      <div className="container-page py-10 lg:py-14">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-6 text-4xl sm:text-5xl">{providerPageCopy.verification.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          {providerPageCopy.verification.description}
        </p>
        <div className="mt-10 max-w-3xl">
          <VerificationForm idPrefix="verify" />
        </div>
      </div>
    </>
  );
}
