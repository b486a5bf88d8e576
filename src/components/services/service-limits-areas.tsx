import { Card } from "@/components/ui/card";
import { PageSection } from "@/components/ui/page-section";
import { counties, countyTitle } from "@/content/counties";
import { promiseCopy } from "@/content/promises";
import { serviceLimitsCopy } from "@/content/service-limits";

const copy = serviceLimitsCopy;
const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** The counties we serve with how soon the first visit can be, and what to do outside them. */
export function ServiceLimitsAreas() {
  const { areas } = copy;
  return (
    <PageSection
      id="limits-areas-title"
      title={areas.title}
      description={areas.description}
      className="bg-surface py-16 lg:py-20"
    >
      <Card asChild padding="sm" className="mt-8 max-w-4xl">
        <div>
          <table className="w-full border-collapse text-left" data-limits-counties>
            <thead>
              <tr className="border-b-2 border-muted">
                <th scope="col" className="py-2 pr-3">
                  {areas.countyHeader}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {areas.timeHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {counties.map((county) => (
                <tr key={county.id} className="border-b border-line last:border-0">
                  <th scope="row" className="py-3 pr-3 align-top font-semibold">
                    {countyTitle(county.name)}
                    <span className="block text-sm font-normal text-muted">
                      {county.cities.join(", ")}
                    </span>
                  </th>
                  <td className="py-3 align-top sm:whitespace-nowrap">
                    {promiseCopy.firstVisitValue(county.responseTime)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <p className="mt-8 max-w-prose">{areas.outside}</p>
      <ul className="mt-4 flex flex-col gap-3">
        <li>
          <a href={areas.careCompare.href} className={linkClass}>
            {areas.careCompare.label}
          </a>
        </li>
        <li>
          <a href={areas.map.href} className={linkClass}>
            {areas.map.label}
          </a>
        </li>
      </ul>
    </PageSection>
  );
}

/** Who pays, by kind of coverage, and the link to the plans we accept. */
export function ServiceLimitsPayers() {
  const { payers } = copy;
  return (
    <PageSection id="limits-payers-title" title={payers.title} className="bg-canvas py-16 lg:py-20">
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {payers.items.map((payer) => (
          <Card key={payer.name} asChild tone="quiet" padding="sm">
            <li className="flex flex-col gap-2">
              <h3 className="text-xl">{payer.name}</h3>
              <p>{payer.text}</p>
            </li>
          </Card>
        ))}
      </ul>
      <p className="mt-8">
        <a href={payers.plans.href} className={linkClass}>
          {payers.plans.label}
        </a>
      </p>
    </PageSection>
  );
}
