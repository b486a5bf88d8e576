import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SectionHeading } from "@/components/ui/section-heading";
import { counties, countyTitle } from "@/content/counties";
import { disciplines, openingsCopy } from "@/content/job-openings";
import { languageCopy } from "@/content/languages";
import { siteLocale } from "@/lib/locale/current";
import type { Opening } from "@/lib/careers/opening-entries";
import { OpeningCard } from "./opening-card";

/** One of the two filters: its label and the choices the openings have, "All" first. */
function Filter({
  name,
  label,
  options,
}: {
  name: "discipline" | "county";
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`openings-${name}`}>{label}</Label>
      <NativeSelect
        id={`openings-${name}`}
        name={name}
        placeholder={openingsCopy.any}
        options={options}
      />
    </div>
  );
}

/**
 * "Open Positions": every current opening as a card. The two filters (discipline, county)
 * are hidden until scripts/openings-filter.ts runs, so without JavaScript every opening shows.
 * The status's words for 0..n shown openings are written into the page (`data-counts`), so the
 * filter's script imports no copy and is small enough for Astro to inline: no request before
 * the first paint.
 * The openings' own words (src/content/openings/*.md) are English: the Spanish page says so.
 */
export function OpeningsSection({ openings }: { openings: readonly Opening[] }) {
  const disciplineOptions = disciplines
    .filter((d) => openings.some((o) => o.discipline === d.id))
    .map((d) => ({ value: d.id, label: d.label }));
  const countyOptions = counties
    .filter((c) => openings.some((o) => o.counties.includes(c.id)))
    .map((c) => ({ value: c.id, label: countyTitle(c.name) }));
  return (
    <section
      id="openings"
      aria-labelledby="openings-title"
      className="container-page scroll-mt-32 py-16 lg:py-24"
      data-openings
    >
      <SectionHeading id="openings-title" {...openingsCopy} />
      {siteLocale === "es" && (
        <p className="mt-4 max-w-prose text-lg text-muted" data-untranslated-note>
          {languageCopy.untranslatedOpenings}
        </p>
      )}
      {openings.length === 0 ? (
        <p className="mt-8 text-lg">{openingsCopy.empty}</p>
      ) : (
        <>
          <form
            hidden
            data-openings-filters
            aria-label={openingsCopy.filtersLegend}
            className="mt-8 grid gap-4 not-[[hidden]]:grid sm:grid-cols-2 lg:max-w-2xl"
          >
            <Filter
              name="discipline"
              label={openingsCopy.disciplineLabel}
              options={disciplineOptions}
            />
            <Filter name="county" label={openingsCopy.countyLabel} options={countyOptions} />
          </form>
          <p
            role="status"
            className="mt-6 font-semibold"
            data-openings-count
            data-counts={JSON.stringify(
              Array.from({ length: openings.length + 1 }, (_, shown) =>
                openingsCopy.count(shown, openings.length),
              ),
            )}
          >
            {openingsCopy.count(openings.length, openings.length)}
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-openings-list>
            {openings.map((opening) => (
              <OpeningCard key={opening.slug} opening={opening} />
            ))}
          </ul>
          <p hidden className="mt-4 text-lg" data-openings-none>
            {openingsCopy.none}
          </p>
        </>
      )}
    </section>
  );
}
