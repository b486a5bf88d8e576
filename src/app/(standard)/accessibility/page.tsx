import { LegalDocument } from "@/components/legal/legal-document";
import { accessibilityStatement } from "@/content/legal/accessibility";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.accessibility);

export default function AccessibilityPage() {
  return (
    <>
      <LegalDocument document={accessibilityStatement} path={pages.accessibility.path} />
    </>
  );
}
