import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import { contactCopy } from "@/content/contact";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import { Card } from "@/components/ui/card";

const copy = contactCopy.details;
const linkClass =
  "text-lg font-bold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900";

type Detail = { key: string; icon: LucideIcon; label: string; text: string; href?: string };

const details: Detail[] = [
  { key: "phone", icon: Phone, ...copy.phone, href: telHref(siteConfig.phone) },
  { key: "email", icon: Mail, ...copy.email, href: mailtoHref(siteConfig.email) },
  { key: "area", icon: MapPin, ...copy.area },
  { key: "response", icon: Clock, ...copy.response },
];

/** Support line, email, service area and response time. */
export function ContactDetails() {
  return (
    <Card asChild>
      <section aria-labelledby="contact-details-title">
        <h2 id="contact-details-title" className="text-2xl sm:text-3xl">
          {copy.title}
        </h2>
        <dl className="mt-6 flex flex-col gap-5">
          {details.map((detail) => (
            <div key={detail.key} className="flex flex-col gap-1" data-contact-detail={detail.key}>
              <dt className="flex items-center gap-3 font-semibold text-muted">
                <IconTile icon={detail.icon} />
                {detail.label}
              </dt>
              <dd className="pl-15">
                {detail.href ? (
                  <a href={detail.href} className={linkClass}>
                    {detail.text}
                  </a>
                ) : (
                  <span className="text-lg font-bold text-ink">{detail.text}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
