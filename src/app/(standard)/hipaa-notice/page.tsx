import { LegalDocument } from "@/components/legal/legal-document";
import { hipaaNotice } from "@/content/legal/hipaa-notice";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.hipaaNotice);

export default function HipaaNoticePage() {
  return (
    <>
      <LegalDocument document={hipaaNotice} path={pages.hipaaNotice.path} />
    </>
  );
}
