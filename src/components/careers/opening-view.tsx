import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { applyCopy } from "@/content/careers";
import { disciplines, employmentTypes, openingPageCopy as copy } from "@/content/job-openings";
import { hourlyEstimate, payText, formatUsd, type Opening } from "@/lib/careers/opening-entries";
import type { Crumb } from "@/lib/breadcrumbs";
import { formatLongDate } from "@/lib/long-date";
import { countyNames } from "./opening-facts";

const PROSE =
  "max-w-measure text-lg leading-[1.75] [&>*+*]:mt-5 [&_ul]:list-disc [&_ul]:pl-7 [&_li]:mt-2 [&_li::marker]:text-brand-700";

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="font-semibold text-brand-900">{title}</dt>
      {children}
    </div>
  );
}

/** The pay, and for pay per visit its hourly estimate with how it is estimated. */
function Pay({ pay }: { pay: Opening["pay"] }) {
  const estimate = hourlyEstimate(pay);
  return (
    <>
      <dd className="text-lg font-bold" data-opening-pay>
        {payText(pay)}
      </dd>
      {estimate && (
        <dd className="text-base text-muted" data-opening-hourly>
          {copy.hourlyEstimate(
            formatUsd(estimate.min),
            formatUsd(estimate.max),
            String(estimate.hoursPerVisit),
          )}
        </dd>
      )}
    </>
  );
}

/** How to apply until the form comes: the registry's e-mail (subject: the title) and phone. */
function ApplyByMailOrPhone({ title }: { title: string }) {
  const mail = `mailto:${applyCopy.email.address}?subject=${encodeURIComponent(`Job application: ${title}`)}`;
  return (
    <>
      <p className="text-lg text-brand-50">{copy.applyText}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="inverse" size="lg" className="justify-start">
          <a href={mail}>
            <Icon name="mail" />
            {applyCopy.email.label}
          </a>
        </Button>
        <Button asChild variant="inverse" size="lg" className="justify-start">
          <a href={applyCopy.phone.href}>
            <Icon name="phone" />
            {applyCopy.phone.label} {applyCopy.phone.number}
          </a>
        </Button>
      </div>
    </>
  );
}

/**
 * One opening's page: the facts a posting must state (pay, benefits, schedule, mileage,
 * counties, dates), the description, the requirements, and how to apply. `applyForm` is the
 * slot for the application form (the next step); until it is given, apply by e-mail or phone.
 */
export function OpeningView({
  opening,
  crumbs,
  applyForm,
}: {
  opening: Opening;
  crumbs: readonly Crumb[];
  applyForm?: ReactNode;
}) {
  const discipline = disciplines.find((d) => d.id === opening.discipline)?.label;
  const type = employmentTypes.find((t) => t.id === opening.employmentType)?.label ?? "";
  return (
    <article data-opening-page={opening.slug}>
      <PageIntro
        id="opening-title"
        crumbs={crumbs}
        eyebrow={`${discipline} · ${type}`}
        title={opening.title}
      >
        {opening.sample && (
          <p
            className="mt-6 max-w-prose rounded-md border-l-4 border-accent-700 bg-accent-50 px-4 py-3"
            data-placeholder={`careers.opening.${opening.slug}`}
            data-opening-sample
          >
            {copy.sampleNote}
          </p>
        )}
        <Card asChild tone="tint" className="mt-8">
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <Fact title={copy.payTitle}>
              <Pay pay={opening.pay} />
            </Fact>
            <Fact title={copy.scheduleTitle}>
              <dd>{opening.schedule}</dd>
            </Fact>
            <Fact title={copy.countiesTitle}>
              <dd>{countyNames(opening.counties)}</dd>
            </Fact>
            <Fact title={copy.benefitsTitle}>
              <dd>{opening.benefits}</dd>
            </Fact>
            <Fact title={copy.mileageTitle}>
              <dd>{opening.mileage}</dd>
            </Fact>
            <Fact title={copy.datesTitle}>
              <dd>
                {copy.posted}{" "}
                <time dateTime={opening.datePosted}>{formatLongDate(opening.datePosted)}</time>
              </dd>
              <dd>
                {copy.closes}{" "}
                <time dateTime={opening.validThrough}>{formatLongDate(opening.validThrough)}</time>
              </dd>
            </Fact>
          </dl>
        </Card>
      </PageIntro>
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1.4fr_1fr] lg:items-start lg:pb-24">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="opening-about">
            <h2 id="opening-about" className="text-2xl sm:text-3xl">
              {copy.descriptionTitle}
            </h2>
            <div className={`mt-4 ${PROSE}`} dangerouslySetInnerHTML={{ __html: opening.html }} />
          </section>
          <section aria-labelledby="opening-requirements">
            <h2 id="opening-requirements" className="text-2xl sm:text-3xl">
              {copy.requirementsTitle}
            </h2>
            <ul className={`mt-4 ${PROSE}`}>
              {opening.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </section>
        </div>
        <Card asChild tone="inverse" padding="lg">
          <section
            id="apply"
            aria-labelledby="apply-title"
            className="flex flex-col gap-5"
            data-apply-slot
          >
            <h2 id="apply-title" className="text-3xl text-white">
              {copy.applyTitle}
            </h2>
            {/* The application form (an island), then e-mail or phone for those who prefer them
                or whose browser cannot send it. */}
            {applyForm}
            <ApplyByMailOrPhone title={opening.title} />
            <p className="text-base text-brand-100">{applyCopy.equalOpportunity}</p>
          </section>
        </Card>
      </div>
      <p className="container-page pb-12">
        <a
          href="/careers#openings"
          className="inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-4"
        >
          {copy.allOpenings}
        </a>
      </p>
    </article>
  );
}
