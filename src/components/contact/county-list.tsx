import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { counties, countyTitle } from "@/content/counties";
import { contactCopy } from "@/content/contact";
import { ContactCard } from "./contact-card";

const copy = contactCopy.counties;

/** The ten counties we serve, the ZIP or town check island (`children`), a link to the map. */
export function CountyList({ children }: { children: ReactNode }) {
  return (
    // Below the form on a phone: drawn as it comes near (issue 32; its height, 580-840 px).
    <ContactCard
      id="contact-counties-title"
      title={copy.title}
      className="render-when-near [--near-height-lg:600px] [--near-height:700px]"
    >
      <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2" data-contact-counties>
        {counties.map((county) => (
          // The dot is the item's ::before, not an element of its own (issue 32: fewer elements).
          <li
            key={county.id}
            className="flex items-center gap-2 before:size-2 before:shrink-0 before:rounded-full before:bg-brand-700"
          >
            {countyTitle(county.name)}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
      <a
        href={copy.href}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {copy.link}
        <Icon name="arrow-right" className="size-5" />
      </a>
    </ContactCard>
  );
}
