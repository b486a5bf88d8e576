import type { IconName } from "@/content/icons";
import type { ReactNode } from "react";
import { IconTile } from "@/components/ui/icon-tile";
import { officeHours } from "@/content/agency";
import { contactCopy } from "@/content/contact";
import { factValue, placeholderAttrs, type Fact } from "@/shared/placeholder";
import { mailtoHref, siteConfig, telHref, type Phone as PhoneNumber } from "@/content/site";
import type { Tone } from "@/content/types";
import { ContactCard } from "./contact-card";

const copy = contactCopy.details;
const linkClass =
  "text-lg font-bold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900";

type Detail = { key: string; icon: IconName; tone?: Tone; label: string; value: ReactNode };

const callLink = (phone: PhoneNumber) => (
  <a href={telHref(phone)} className={linkClass}>
    {phone.display}
  </a>
);

/** An agency fact from the registry, marked while it is a placeholder. */
const fact = (value: Fact<string>) => (
  <span className="text-lg text-ink" {...placeholderAttrs(value)}>
    {factValue(value)}
  </span>
);

const details: Detail[] = [
  { key: "phone", icon: "phone", label: copy.phone.label, value: callLink(siteConfig.phone) },
  { key: "hours", icon: "clock", label: copy.hours.label, value: fact(officeHours.hours) },
  { key: "after-hours", icon: "moon", ...copy.afterHours, value: fact(officeHours.afterHours) },
  {
    key: "emergency",
    icon: "siren",
    tone: "accent",
    label: copy.emergency.label,
    value: (
      <span className="text-lg font-bold text-ink">
        {copy.emergency.text} {callLink(copy.emergency.phone)}
      </span>
    ),
  },
  {
    key: "email",
    icon: "mail",
    label: copy.email.label,
    value: (
      <a href={mailtoHref(siteConfig.email)} className={linkClass}>
        {copy.email.text}
      </a>
    ),
  },
  {
    key: "area",
    icon: "map-pin",
    label: copy.area.label,
    value: <span className="text-lg font-bold text-ink">{copy.area.text}</span>,
  },
  {
    key: "response",
    icon: "timer",
    label: copy.response.label,
    value: <span className="text-lg font-bold text-ink">{copy.response.text}</span>,
  },
];

/**
 * Support line, office hours, what to do after hours and in an emergency (next to the number,
 * issue 14), email, service area and response time.
 */
export function ContactDetails() {
  return (
    // Below the form on a phone: drawn as it comes near (issue 32; its height, 900-1,500 px).
    <ContactCard
      id="contact-details-title"
      title={copy.title}
      className="render-when-near [--near-height-lg:1000px] [--near-height:1200px]"
    >
      <dl className="mt-6 flex flex-col gap-5">
        {details.map((detail) => (
          <div key={detail.key} className="flex flex-col gap-1" data-contact-detail={detail.key}>
            <dt className="flex items-center gap-3 font-semibold text-muted">
              <IconTile icon={detail.icon} tone={detail.tone} />
              {detail.label}
            </dt>
            <dd className="pl-15">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </ContactCard>
  );
}
