import { PhoneLink } from "@/components/layout/phone-link";
import { Button } from "@/components/ui/button";
import { contactCopy } from "@/content/contact";

const copy = contactCopy.noScript;

/** Where a contact form submitted without JavaScript lands: nothing was sent, please call. */
export function ContactNoScript() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center lg:py-28">
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{copy.text}</p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-1 text-lg">
        {copy.call} <PhoneLink />
      </p>
      <Button asChild variant="secondary" size="lg" className="mt-8">
        <a href={copy.backHref}>{copy.back}</a>
      </Button>
    </section>
  );
}
