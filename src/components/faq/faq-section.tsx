import type { ReactNode } from "react";
import { PhoneText } from "@/components/ui/phone-text";
import { SectionHeading } from "@/components/ui/section-heading";
import { faqCopy } from "@/content/faq";

/**
 * "Frequently Asked Questions" (#faq) around its browser (filter by category, expand any number
 * of answers): `children` is the FaqBrowser island, which the page renders with a directive.
 */
export function FaqSection({ children }: { children: ReactNode }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="faq-title"
          eyebrow={faqCopy.eyebrow}
          title={faqCopy.title}
          description={<PhoneText text={faqCopy.description} />}
        />
        {children}
      </div>
    </section>
  );
}
