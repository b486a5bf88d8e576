import { footerCta } from "@/content/navigation";
import { CallToAction } from "./call-to-action";

/** The 'Contact Us Today' banner above the footer. */
export function FooterCta() {
  return (
    <CallToAction
      id="footer-cta-title"
      variant="band"
      title={footerCta.title}
      text={footerCta.text}
      action={footerCta.link}
    />
  );
}
