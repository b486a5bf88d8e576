import { Card } from "@/components/ui/card";
import { serviceLimitsCopy } from "@/content/service-limits";
import { serviceLimits } from "@/content/service-limits-services";
import { servicePath, services } from "@/content/services";
import { FactList } from "./fact-list";
import { PageSection } from "@/components/ui/page-section";

const copy = serviceLimitsCopy.services;

/** One card per service: what it includes, what it does not, who pays. */
export function ServiceLimitsServices() {
  return (
    <PageSection id="limits-services-title" title={copy.title} className="bg-canvas py-16 lg:py-20">
      {/* Each service is drawn as it nears the viewport (globals.css; issue 32): the ten run
          8,400 px on a phone. Its height until then: about a service's, alone and in a row of two. */}
      <ul className="mt-10 grid gap-6 [--near-height-lg:710px] [--near-height:820px] *:render-when-near lg:grid-cols-2">
        {services.map((service) => {
          const limits = serviceLimits[service.id];
          return (
            <Card key={service.id} asChild>
              <li data-service-limits={service.id} className="flex flex-col gap-4">
                <h3 className="text-xl sm:text-2xl">{service.title}</h3>
                <h4 className="text-lg font-bold text-brand-900">{copy.includes}</h4>
                <FactList items={limits.includes} icon="check" iconClassName="text-success" />
                <h4 className="text-lg font-bold text-brand-900">{copy.excludes}</h4>
                <FactList items={limits.excludes} icon="x" iconClassName="text-danger" />
                <h4 className="text-lg font-bold text-brand-900">{copy.pays}</h4>
                <p>{limits.pays}</p>
                <a
                  href={servicePath(service.id)}
                  className="mt-auto font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {copy.more(service.title)}
                </a>
              </li>
            </Card>
          );
        })}
      </ul>
    </PageSection>
  );
}
