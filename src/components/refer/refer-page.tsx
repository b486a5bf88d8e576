import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { PhoneText } from "@/components/ui/phone-text";
import { referralLines } from "@/content/agency";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import { referCopy as copy } from "@/content/refer";
import { telHref } from "@/content/site";
import type { Crumb } from "@/lib/breadcrumbs";

/** The referral phone and fax (registry values), large and first. */
function ReferralLines() {
  const phone = factValue(referralLines.phone);
  const fax = factValue(referralLines.fax);
  return (
    <Card asChild tone="inverse" padding="lg">
      <section aria-labelledby="refer-lines-title" className="flex flex-col gap-4" data-refer-lines>
        <h2 id="refer-lines-title" className="text-3xl text-white">
          {copy.lines.title}
        </h2>
        <dl className="flex flex-col gap-4">
          <div>
            <dt className="text-brand-100">{copy.lines.phoneLabel}</dt>
            <dd {...placeholderAttrs(referralLines.phone)}>
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-white underline underline-offset-4"
              >
                <Icon name="phone" className="size-6" />
                {phone.display}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-brand-100">{copy.lines.faxLabel}</dt>
            <dd
              {...placeholderAttrs(referralLines.fax)}
              className="flex items-center gap-2 text-lg"
              data-refer-fax
            >
              <Icon name="printer" className="size-6 shrink-0" />
              {fax ? (
                <span className="text-2xl font-bold">{fax.display}</span>
              ) : (
                <span>{copy.lines.faxMissing}</span>
              )}
            </dd>
          </div>
        </dl>
        <p className="text-brand-50">{copy.lines.orders}</p>
      </section>
    </Card>
  );
}

/**
 * /refer: what happens next, the referral lines, the note that a web referral is not a signed
 * order, the ratings (`ratings`), and the slot for the referral form (`form`; until it is
 * given, "send referrals by fax or phone"). Plain HTML: it reads without JavaScript.
 */
export function ReferPage({
  crumbs,
  ratings,
  form,
}: {
  crumbs: readonly Crumb[];
  ratings: ReactNode;
  form?: ReactNode;
}) {
  return (
    <>
      <PageIntro
        id="refer-title"
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={copy.description}
      />
      <div className="container-page grid gap-10 pb-12 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <section aria-labelledby="refer-next-title">
          <h2 id="refer-next-title" className="text-3xl sm:text-4xl">
            {copy.next.title}
          </h2>
          <ol className="mt-6 flex flex-col gap-4" data-refer-steps>
            {copy.next.steps.map((step, index) => (
              <Card asChild key={step.title} padding="sm">
                <li className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-xl">{step.title}</h3>
                    <p className="mt-1">{step.text}</p>
                  </div>
                </li>
              </Card>
            ))}
          </ol>
          <Card asChild tone="quiet" className="mt-6">
            <aside aria-labelledby="refer-order-title" className="flex gap-4" data-refer-not-order>
              <Icon name="file-exclamation-point" className="size-7 shrink-0 text-accent-700" />
              <div>
                <h3 id="refer-order-title" className="text-xl">
                  {copy.notAnOrder.title}
                </h3>
                <p className="mt-1">
                  <PhoneText text={copy.notAnOrder.text} />
                </p>
              </div>
            </aside>
          </Card>
        </section>
        <ReferralLines />
      </div>
      {ratings}
      <section
        id="referral-form"
        aria-labelledby="refer-form-title"
        className="container-page pb-16 lg:pb-24"
        data-referral-form-slot
      >
        <h2 id="refer-form-title" className="text-3xl sm:text-4xl">
          {copy.form.title}
        </h2>
        {/* The referral form goes here (the next step); until then, fax or phone. */}
        {form ?? (
          <p className="mt-4 max-w-prose text-lg">
            <PhoneText text={copy.form.pending} />
          </p>
        )}
      </section>
    </>
  );
}
