import { Icon } from "@/components/ui/icon";
import { siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { clsx } from "clsx";

/** The agency phone number in digits, as a call link (issue 14: never an icon alone). */
export function PhoneLink({ className }: { className?: string }) {
  const { phone } = siteConfig;
  return (
    <a
      href={telHref(phone)}
      aria-label={uiCopy.callUs(phone.display)}
      className={clsx("phone-link", className)}
    >
      <Icon name="phone" className="size-5 shrink-0" />
      {phone.display}
    </a>
  );
}
