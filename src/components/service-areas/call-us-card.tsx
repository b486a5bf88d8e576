import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { serviceAreasCopy } from "@/content/service-areas";
import { siteConfig, telHref } from "@/content/site";
import { Card } from "@/components/ui/card";

/** "Not sure we cover your area?" with a call link. */
export function CallUsCard() {
  const copy = serviceAreasCopy.callUs;
  return (
    <Card asChild tone="inverse">
      <div data-call-us className="flex flex-col gap-3">
        <h3 className="text-xl text-white sm:text-2xl">{copy.title}</h3>
        <p className="text-brand-100">{copy.text}</p>
        <a
          href={telHref(siteConfig.phone)}
          className={buttonVariants({ variant: "inverse", size: "lg", className: "self-start" })}
        >
          <Icon name="phone" />
          {copy.label}
        </a>
      </div>
    </Card>
  );
}
