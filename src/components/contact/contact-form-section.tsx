import { Icon } from "@/components/ui/icon";
import { LanguageHelpNote } from "@/components/legal/language-help-note";
import { contactCopy } from "@/content/contact";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import type { ReactNode } from "react";
import { ContactCard } from "./contact-card";

const copy = contactCopy.form;
const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * 'Request Care Information': what the form does (and does not do), the form (`children`: the
 * ContactForm island, labelled by this section's heading `contact-form-title`), language help.
 */
export function ContactFormSection({ children }: { children: ReactNode }) {
  return (
    <ContactCard
      id="contact-form-title"
      title={copy.title}
      className="flex flex-col gap-6"
      headingClassName="text-3xl"
    >
      <div className="flex items-start gap-3 rounded-md bg-surface p-4" data-form-notice>
        <Icon name="info" strokeWidth={1.75} className="mt-1 size-5 shrink-0 text-brand-700" />
        <p>
          <strong className="block font-semibold">{copy.notice.title}</strong>
          {copy.notice.text} {copy.notice.call}{" "}
          <a href={telHref(siteConfig.phone)} className={linkClass}>
            {siteConfig.phone.display}
          </a>{" "}
          {copy.notice.or}{" "}
          <a href={mailtoHref(siteConfig.email)} className={`${linkClass} wrap-anywhere`}>
            {siteConfig.email}
          </a>
          {copy.notice.end}
        </p>
      </div>
      <p data-limits-link>
        {copy.limits.lead}{" "}
        <a href={copy.limits.href} className={linkClass}>
          {copy.limits.link}
        </a>
      </p>
      {children}
      <LanguageHelpNote copy={copy.languageHelp} className="border-t border-line pt-5" />
    </ContactCard>
  );
}
