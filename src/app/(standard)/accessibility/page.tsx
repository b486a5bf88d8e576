import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import { accessibilityStatement } from "@/content/legal/accessibility";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.accessibility);

export default function AccessibilityPage() {
  return (
    <>
      <LegalDocument document={accessibilityStatement} />
      <JsonLd
        data={breadcrumbJsonLd(
          breadcrumbsFor(accessibilityStatement.title),
          pages.accessibility.path,
        )}
      />
    </>
  );
}
