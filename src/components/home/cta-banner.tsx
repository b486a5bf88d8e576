import { CallToAction } from "@/components/layout/call-to-action";
import { ctaBanner } from "@/content/home";

/** The home page's call to action. */
export function CtaBanner() {
  return (
    <CallToAction
      id="cta-title"
      title={ctaBanner.title}
      text={ctaBanner.text}
      action={ctaBanner.primary}
    />
  );
}
