import { footerCta, type FooterCtaCopy } from "@/content/navigation";
import { CallToAction } from "./call-to-action";

/** The banner above the footer: 'Contact Us Today', or the page's own (careers: open positions). */
export function FooterCta({ cta = footerCta }: { cta?: FooterCtaCopy }) {
  return (
    <CallToAction
      id="footer-cta-title"
      variant="band"
      title={cta.title}
      text={cta.text}
      action={cta.link}
    />
  );
}
