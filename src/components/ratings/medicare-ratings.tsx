import { Icon } from "@/components/ui/icon";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { factValue, isPlaceholder } from "@/shared/placeholder";
import { medicareRatings, ratingsCopy, type Rating } from "@/content/ratings";
import { sampleCopy } from "@/content/sample-content";
import { formatLongDate } from "@/lib/long-date";
import { siteLocale } from "@/lib/locale/current";
import { StarRow } from "./star-row";

function RatingCard({ id, rating }: { id: "quality" | "survey"; rating: Rating }) {
  const copy = ratingsCopy[id];
  return (
    <Card asChild>
      <li className="flex flex-col gap-3" data-rating={id}>
        <h3 className="text-xl">{copy.label}</h3>
        {rating.stars === null ? (
          <p className="text-lg font-bold text-brand-900" data-rating-stars="none">
            {ratingsCopy.noStars}
          </p>
        ) : (
          <p
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
            data-rating-stars={rating.stars}
          >
            <StarRow value={rating.stars} />
            <span className="text-lg font-bold text-brand-900">
              {ratingsCopy.stars(rating.stars)}
            </span>
          </p>
        )}
        {rating.footnote && (
          <p className="border-l-4 border-line pl-3" data-rating-footnote>
            <span className="font-semibold">{ratingsCopy.footnoteLabel}: </span>
            {rating.footnote}
          </p>
        )}
        <p className="text-base text-muted">{copy.about}</p>
      </li>
    </Card>
  );
}

/**
 * The agency's two Medicare star ratings (src/content/ratings.ts), with Medicare's footnote where
 * it gives no stars, the data's release date and the Care Compare link. Takes no props: the same
 * section on /, /about and /refer. Marked "Sample" while the snapshot is one.
 */
export function MedicareRatings() {
  const snapshot = factValue(medicareRatings);
  const sample = isPlaceholder(medicareRatings) ? medicareRatings : undefined;
  return (
    <section aria-labelledby="ratings-title" className="container-page py-12 lg:py-16" data-ratings>
      <SectionHeading
        id="ratings-title"
        eyebrow={ratingsCopy.eyebrow}
        title={ratingsCopy.title}
        description={ratingsCopy.text}
      />
      {sample && (
        // In the flow above the two cards (no picture to lay it over), with what it means.
        <p className="mt-6 flex flex-wrap items-center gap-3 text-base text-muted">
          <span
            data-sample-mark=""
            data-placeholder={sample.id}
            className="rounded-sm bg-ink px-3 py-1 text-sm font-bold tracking-wide text-white uppercase"
          >
            {sampleCopy.mark}
          </span>
          {ratingsCopy.sampleNote}
        </p>
      )}
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        <RatingCard id="quality" rating={snapshot.quality} />
        <RatingCard id="survey" rating={snapshot.survey} />
      </ul>
      <p className="mt-4 text-base text-muted">
        <time dateTime={snapshot.released} data-ratings-released>
          {ratingsCopy.released(formatLongDate(snapshot.released, siteLocale))}
        </time>
      </p>
      <p>
        <a
          href={snapshot.careCompareUrl}
          className="inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-ratings-link
        >
          {ratingsCopy.link}
          <Icon
            name="external-link"
            strokeWidth={1.75}
            className="ml-1.5 inline size-4 align-[-2px]"
          />
        </a>
      </p>
    </section>
  );
}
