import { Icon } from "@/components/ui/icon";
import { PhoneLink } from "@/components/layout/phone-link";
import { Button } from "@/components/ui/button";
import { providerPageCopy } from "@/content/insurance-page";
import { openingPageCopy } from "@/content/job-openings";
import { notFoundCopy } from "@/content/not-found";
import { pages } from "@/content/pages";

const sectionClass = "container-page flex flex-col items-center py-20 text-center lg:py-28";

/** The not-found message: the big 404, the link home and the phone number. */
export function NotFoundView() {
  return (
    <section className={sectionClass}>
      <p className="text-7xl font-bold text-brand-700 sm:text-8xl" aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">
        <span className="sr-only">{notFoundCopy.code}: </span>
        {notFoundCopy.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{notFoundCopy.text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={pages.home.path}>
          <Icon name="house" />
          {notFoundCopy.homeLink}
        </a>
      </Button>
      <p className="mt-8 flex flex-wrap items-center justify-center gap-1 text-muted">
        {notFoundCopy.helpText} <PhoneLink />
      </p>
    </section>
  );
}

/** A page that is not there (any more): what happened and the one link back to the list. */
function GoneView({
  copy,
}: {
  copy: { title: string; text: string; back: string; backHref: string };
}) {
  return (
    <section className={sectionClass}>
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{copy.text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={copy.backHref}>{copy.back}</a>
      </Button>
    </section>
  );
}

/** /careers/{closed or unknown}: the opening has closed; the list of open positions. */
export function OpeningNotFound() {
  return <GoneView copy={openingPageCopy.notFound} />;
}

/** /insurance/{unknown}: the spec's 'Insurance Provider Not Found' message (status stays 404). */
export function ProviderNotFound() {
  return <GoneView copy={providerPageCopy.notFound} />;
}
