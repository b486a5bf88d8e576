import type { Ref } from "react";
import { Info } from "lucide-react";
import { contactCopy } from "@/content/contact";
import { siteConfig, telHref } from "@/content/site";
import { Card } from "@/components/ui/card";

/**
 * What stands in for the form for 3 seconds after a valid submit: the answers are complete,
 * nothing was sent, call us (no tick: nothing succeeded). It takes focus.
 */
export function ContactConfirmation({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const copy = contactCopy.confirmation;
  return (
    <Card asChild tone="tint">
      <div ref={ref} tabIndex={-1} data-contact-confirmation className="flex items-start gap-4">
        <Info aria-hidden="true" strokeWidth={1.75} className="size-8 shrink-0 text-accent-700" />
        <div className="flex flex-col gap-2">
          <h3 className="text-2xl">{copy.title}</h3>
          <p>{copy.text}</p>
          <p>
            {copy.call}{" "}
            <a
              href={telHref(siteConfig.phone)}
              className="font-bold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {siteConfig.phone.display}
            </a>
            {copy.end}
          </p>
        </div>
      </div>
    </Card>
  );
}
