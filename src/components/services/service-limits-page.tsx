import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { pages } from "@/content/pages";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import { lastReviewed, serviceLimitsCopy as copy } from "@/content/service-limits";
import { servicesPageCopy } from "@/content/services-page";
import { siteConfig, telHref } from "@/content/site";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { siteLocale } from "@/lib/locale/current";
import { formatLongDate } from "@/lib/long-date";
import { ServiceLimitsAreas, ServiceLimitsPayers } from "./service-limits-areas";
import { ServiceLimitsServices } from "./service-limits-services";
import { PageSection } from "@/components/ui/page-section";

const crumbs = breadcrumbsFor({ label: copy.crumb, href: pages.serviceLimits.path }, [
  { label: servicesPageCopy.crumb, href: pages.services.path },
]);

const linkClass = "font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** "2026-11-24" as "November 24, 2026" ("24 de noviembre de 2026" on the Spanish page). */
const reviewDate = (iso: string) => formatLongDate(iso, siteLocale);

function CallLine({ lead }: { lead: string }) {
  return (
    <p className="max-w-prose">
      {lead}{" "}
      <a href={telHref(siteConfig.phone)} className={`${linkClass} whitespace-nowrap`}>
        <Icon name="phone" strokeWidth={1.75} className="mr-1 inline size-5" />
        {siteConfig.phone.display}
      </a>
      .
    </p>
  );
}

/** /services/limits: what each service includes and does not, where we go, who pays (42 CFR 484.105(i)). */
export function ServiceLimitsPage() {
  const reviewed = factValue(lastReviewed);
  return (
    <>
      <PageIntro id="limits-title" crumbs={crumbs} copy={copy}>
        <div className="mt-6 flex flex-col gap-3 text-lg">
          <p>
            <strong>{copy.reviewedLabel}</strong>{" "}
            <time data-last-reviewed dateTime={reviewed} {...placeholderAttrs(lastReviewed)}>
              {reviewDate(reviewed)}
            </time>
          </p>
          <CallLine lead={copy.askLead} />
        </div>
      </PageIntro>
      <PageSection
        id="limits-rules-title"
        title={copy.rules.title}
        description={copy.rules.description}
        className="bg-surface py-16 lg:py-20"
      >
        <Card asChild className="mt-8 max-w-4xl">
          <ul className="flex list-disc flex-col gap-3 pl-10 sm:pl-12">
            {copy.rules.items.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Card>
      </PageSection>
      <ServiceLimitsServices />
      {/* Below the services, 10,000 px down a phone: drawn as they near the viewport. */}
      <div className="*:render-when-near">
        <ServiceLimitsAreas />
        <ServiceLimitsPayers />
        <PageSection
          id="limits-referral-title"
          title={copy.referral.title}
          className="bg-surface py-16 lg:py-20"
          containerClassName="flex flex-col gap-4"
        >
          <p className="max-w-prose text-lg" {...placeholderAttrs(copy.referral.text)}>
            {factValue(copy.referral.text)}
          </p>
          <p className="text-lg">
            <a
              href={copy.referral.refer.href}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              data-refer-link
            >
              {copy.referral.refer.label}
            </a>
          </p>
          <p className="max-w-prose text-lg" {...placeholderAttrs(copy.languages)}>
            {factValue(copy.languages)}
          </p>
          <CallLine lead={copy.askLead} />
        </PageSection>
      </div>
    </>
  );
}
