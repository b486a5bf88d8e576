import { SectionHeading } from "@/components/ui/section-heading";
import { faqCopy, faqItems } from "@/content/faq";
import { FaqBrowser } from "./faq-browser";

/** "Frequently Asked Questions" (#faq): filter by category, expand any number of answers. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="faq-title"
          eyebrow={faqCopy.eyebrow}
          title={faqCopy.title}
          description={faqCopy.description}
        />
        <FaqBrowser items={faqItems} className="mt-10 max-w-4xl" />
      </div>
    </section>
  );
}
