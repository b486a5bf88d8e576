import { LanguageTaglines } from "@/components/legal/language-taglines";
import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import { languageAssistanceCopy } from "@/content/language-assistance";
import { nondiscriminationNotice } from "@/content/legal/nondiscrimination";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.nondiscrimination);

const extraContents = [{ id: languageAssistanceCopy.id, title: languageAssistanceCopy.title }];

export default function NondiscriminationPage() {
  return (
    <>
      <LegalDocument document={nondiscriminationNotice} extraContents={extraContents}>
        <LanguageTaglines />
      </LegalDocument>
      <JsonLd
        data={breadcrumbJsonLd(
          breadcrumbsFor(nondiscriminationNotice.title),
          pages.nondiscrimination.path,
        )}
      />
    </>
  );
}
