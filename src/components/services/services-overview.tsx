import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { servicesPageCopy as copy } from "@/content/services-page";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { ServiceCard } from "./service-card";
import { ServicesContact } from "./services-contact";

const crumbs = breadcrumbsFor({ label: copy.crumb, href: pages.services.path });

/**
 * /services: every service of the registry as a card (issue 31: the list had left Homemaker
 * out), the care plan invitation and the contact block.
 * One React tree (not composed in .astro): `asChild` needs its child as a React element.
 */
export function ServicesOverview() {
  return (
    <>
      <PageIntro id="services-title" crumbs={crumbs} copy={copy}>
        <p className="mt-6 flex flex-col items-start gap-2 text-lg">
          <a
            href={copy.limitsLink.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            data-limits-link
          >
            {copy.limitsLink.label}
          </a>
          <a
            href={copy.referLink.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            data-refer-link
          >
            {copy.referLink.label}
          </a>
        </p>
        {/* Each card is drawn as it nears the viewport (globals.css; issue 32): ten cards run
            7,000 px on a phone. A card's height until then: about a card's, on a phone and
            in a row of three. */}
        <ul
          className="mt-10 grid gap-6 [--near-height-lg:720px] [--near-height:680px] *:render-when-near sm:grid-cols-2 lg:grid-cols-3"
          data-services-grid
        >
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} headingLevel="h2" />
            </li>
          ))}
        </ul>
        <Card asChild tone="tint" padding="lg">
          <div className="mt-14 flex flex-col items-start gap-5 lg:flex-row lg:items-center lg:justify-between">
            <p className="max-w-2xl text-lg">{copy.carePlanText}</p>
            <Button asChild variant="accent" size="lg" className="lg:shrink-0">
              <a href={copy.carePlanCta.href}>{copy.carePlanCta.label}</a>
            </Button>
          </div>
        </Card>
      </PageIntro>
      <ServicesContact />
    </>
  );
}
