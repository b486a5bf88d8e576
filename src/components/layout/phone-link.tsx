import { Phone } from "lucide-react";
import { siteConfig, telHref } from "@/content/site";
import { cn } from "@/lib/utils";

/** The agency phone number as a call link; `compact` shows only the icon below `sm`. */
export function PhoneLink({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const { phone } = siteConfig;
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call us at ${phone.display}`}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-bold text-brand-800 hover:bg-brand-50 hover:text-brand-900",
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(compact && "sr-only sm:not-sr-only")}>{phone.display}</span>
    </a>
  );
}
