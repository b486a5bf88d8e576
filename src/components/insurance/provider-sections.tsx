import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { providerPageCopy as copy } from "@/content/insurance-page";
import type { ProviderInfo } from "@/lib/insurance";
import { siteConfig, telHref } from "@/content/site";
import { Card } from "@/components/ui/card";

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card asChild>
      <section>
        <h2 className="text-xl sm:text-2xl">{title}</h2>
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

function GeneralNotice({ info }: { info: ProviderInfo }) {
  const text = info.notice ?? (info.detail === "general" ? copy.generalNotice : null);
  if (!text) return null;
  return (
    <p className="flex gap-3 rounded-lg border-l-4 border-accent-700 bg-accent-50 p-4">
      <Icon name="info" className="mt-1 size-5 shrink-0 text-accent-800" />
      {text}
    </p>
  );
}

export function OverviewSection({ info }: { info: ProviderInfo }) {
  return (
    <div className="flex flex-col gap-6">
      <GeneralNotice info={info} />
      <div className="grid gap-6 lg:grid-cols-2">
        <List title={copy.headings.eligibility} items={info.eligibility} />
        <List title={copy.headings.coverage} items={info.coverage} />
      </div>
    </div>
  );
}

export function CoverageSection({ info }: { info: ProviderInfo }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <List title={copy.headings.homeHealthBenefits} items={info.homeHealthBenefits} />
      <List title={copy.headings.requirements} items={info.requirements} />
      <Card asChild tone="tint">
        <section className="lg:col-span-2">
          <h2 className="text-xl sm:text-2xl">{copy.headings.copay}</h2>
          <p className="mt-3 max-w-prose text-lg">{info.copay}</p>
        </section>
      </Card>
    </div>
  );
}

export function ContactSection({ info }: { info: ProviderInfo }) {
  const c = copy.contact;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card asChild>
        <section>
          <h2 className="text-xl sm:text-2xl">{info.name}</h2>
          <dl className="mt-4 flex flex-col gap-3">
            <div>
              <dt className="font-semibold">{info.phoneLabel}</dt>
              <dd>
                {info.phone ? (
                  <a
                    href={telHref(info.phone)}
                    className="font-bold text-brand-700 underline underline-offset-4"
                  >
                    {info.phone.display}
                  </a>
                ) : (
                  info.phoneNote
                )}
              </dd>
            </div>
            {info.tty ? (
              <div>
                <dt className="font-semibold">{c.ttyLabel}</dt>
                <dd>
                  <a
                    href={telHref(info.tty)}
                    className="font-bold text-brand-700 underline underline-offset-4"
                  >
                    {info.tty.display}
                  </a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold">{c.websiteLabel}</dt>
              <dd>
                <a
                  href={info.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-bold break-all text-brand-700 underline underline-offset-4"
                >
                  {info.website.replace(/^https:\/\//, "")}
                  <Icon name="external-link" className="size-4 shrink-0" />
                  <span className="sr-only"> {c.newTab}</span>
                </a>
              </dd>
            </div>
          </dl>
          <h3 className="mt-6 text-lg">{copy.headings.howToConfirm}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
            {info.howToConfirm.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
      </Card>
      <Card asChild tone="tint">
        <section className="flex flex-col items-start gap-4">
          <h2 className="text-xl sm:text-2xl">{c.callUs}</h2>
          <p>{c.callUsText}</p>
          <Button asChild variant="accent" size="lg">
            <a href={c.requestInfo.href}>{c.requestInfo.label}</a>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={telHref(siteConfig.phone)}>
              <Icon name="phone" />
              {siteConfig.phone.display}
            </a>
          </Button>
        </section>
      </Card>
    </div>
  );
}
