import { Icon } from "@/components/ui/icon";
import { Card } from "@/components/ui/card";
import { disciplines, employmentTypes, openingsCopy } from "@/content/job-openings";
import { payText, type Opening } from "@/lib/careers/opening-entries";
import { openingPath } from "@/lib/careers/paths";
import { siteLocale } from "@/lib/locale/current";
import { formatLongDate } from "@/lib/long-date";
import { countyNames } from "./opening-facts";

/**
 * One opening in the /careers list: title, type, pay, counties, dates and its link. The title
 * and pay are the posting's own English words (marked `lang="en"` on a Spanish page).
 */
export function OpeningCard({ opening }: { opening: Opening }) {
  const discipline = disciplines.find((d) => d.id === opening.discipline)?.label;
  const type = employmentTypes.find((t) => t.id === opening.employmentType)?.label;
  const postingLang = siteLocale === "en" ? undefined : "en";
  return (
    <Card asChild padding="sm">
      <li
        className="relative flex flex-col gap-3"
        data-opening={opening.slug}
        data-discipline={opening.discipline}
        data-counties={opening.counties.join(" ")}
        {...(opening.sample && { "data-placeholder": `careers.opening.${opening.slug}` })}
      >
        <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
          {discipline} · {type}
          {opening.sample && <span className="text-muted"> · {openingsCopy.sample}</span>}
        </p>
        <h3 className="text-xl leading-snug">
          <a
            href={openingPath(opening.slug)}
            lang={postingLang}
            className="underline-offset-4 after:absolute after:inset-0 hover:underline"
          >
            {opening.title}
          </a>
        </h3>
        <ul className="flex flex-col gap-1.5 text-base">
          <li className="flex gap-2">
            <Icon name="wallet" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span data-opening-pay lang={postingLang}>
              {payText(opening.pay)}
            </span>
          </li>
          <li className="flex gap-2">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {countyNames(opening.counties)}
          </li>
          <li className="flex gap-2 text-muted">
            <Icon name="calendar-clock" className="mt-0.5 size-5 shrink-0" />
            {openingsCopy.closesLabel} {formatLongDate(opening.validThrough, siteLocale)}
          </li>
        </ul>
        <span
          aria-hidden="true"
          className="mt-auto flex items-center gap-1 font-semibold text-brand-700"
        >
          {openingsCopy.view}
          <Icon name="arrow-right" className="size-4" />
        </span>
      </li>
    </Card>
  );
}
