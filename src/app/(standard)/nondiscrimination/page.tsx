import { LanguageTaglines } from "@/components/legal/language-taglines";
import { LegalDocument } from "@/components/legal/legal-document";
import { languageAssistanceCopy } from "@/content/language-assistance";
import { nondiscriminationNotice } from "@/content/legal/nondiscrimination";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.nondiscrimination);

const extraContents = [{ id: languageAssistanceCopy.id, title: languageAssistanceCopy.title }];

export default function NondiscriminationPage() {
  return (
    <>
      <LegalDocument
        document={nondiscriminationNotice}
        path={pages.nondiscrimination.path}
        extraContents={extraContents}
      >
        <LanguageTaglines />
      </LegalDocument>
    </>
  );
}
