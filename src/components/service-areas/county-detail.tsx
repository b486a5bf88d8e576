import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { countyById, countyTitle, type CountyId } from "@/content/counties";
import { promiseCopy } from "@/content/promises";
import { serviceAreasCopy } from "@/content/service-areas";
import { Card } from "@/components/ui/card";

const copy = serviceAreasCopy.detail;

/**
 * The chosen county's facts and the request link; 'Select a County' while none is chosen.
 * A polite live region, so a screen reader reads the facts when the choice changes.
 */
export function CountyDetail({ countyId }: { countyId: CountyId | null }) {
  const county = countyId ? countyById(countyId) : undefined;
  return (
    <Card asChild>
      <div aria-live="polite" aria-atomic="true" data-county-detail className="flex flex-col gap-4">
        {county ? (
          <>
            <h3 className="flex items-center gap-2 text-2xl">
              <Icon name="map-pin" strokeWidth={1.75} className="size-6 shrink-0" />
              {countyTitle(county.name)}
            </h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{copy.population}</dt>
              <dd data-detail="population">{county.population}</dd>
              <dt className="font-semibold">{copy.responseTime}</dt>
              <dd data-detail="response-time">
                {promiseCopy.firstVisitValue(county.responseTime)}
              </dd>
              <dt className="font-semibold">{copy.cities}</dt>
              <dd data-detail="cities">
                <ul className="flex flex-wrap gap-2">
                  {county.cities.map((city) => (
                    <li key={city} className="rounded-full bg-brand-50 px-3 py-0.5 text-brand-900">
                      {city}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            <a
              href={copy.requestHref}
              className={buttonVariants({ variant: "accent", className: "self-start" })}
            >
              {copy.requestLink(county.name)}
              <Icon name="arrow-right" />
            </a>
          </>
        ) : (
          <>
            <h3 className="text-2xl">{copy.emptyTitle}</h3>
            <p className="text-muted">{copy.emptyHint}</p>
          </>
        )}
      </div>
    </Card>
  );
}
