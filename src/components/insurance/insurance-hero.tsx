import { Icon } from "@/components/ui/icon";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { LinkButton } from "@/components/ui/link-button";
import { IconTile } from "@/components/ui/icon-tile";
import { insurancePageCopy as copy } from "@/content/insurance-page";
import { telHref } from "@/content/site";
import type { Crumb } from "@/lib/breadcrumbs";
import { Card } from "@/components/ui/card";

/** Hero with the two badges and Check Your Eligibility, then the three action cards. */
export function InsuranceHero({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { hero } = copy;
  return (
    <section aria-labelledby="insurance-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 lg:py-14">
        <Breadcrumb items={crumbs} />
        <p className="mt-6 text-sm font-bold tracking-wider text-accent-700 uppercase">
          {hero.eyebrow}
        </p>
        <h1 id="insurance-title" className="mt-2 max-w-3xl text-4xl sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-4 max-w-2xl text-xl text-muted">{hero.description}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {hero.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-full bg-canvas px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200"
            >
              <Icon name="badge-check" className="size-5 text-brand-600" />
              {badge}
            </li>
          ))}
        </ul>
        <LinkButton link={hero.cta} variant="accent" size="lg" className="mt-8" />
        <ul className="mt-12 grid gap-5 md:grid-cols-3" data-action-cards>
          {copy.actionCards.map((card) => (
            <Card key={card.id} asChild>
              <li className="flex flex-col gap-3">
                <IconTile icon={card.icon} />
                <h2 className="text-xl">{card.title}</h2>
                <p className="text-muted">{card.text}</p>
                {"phone" in card && card.phone ? (
                  <a
                    href={telHref(card.phone)}
                    className="mt-auto inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4"
                  >
                    {card.linkLabel} {card.phone.display}
                  </a>
                ) : "href" in card && card.href ? (
                  <a
                    href={card.href}
                    className="mt-auto inline-flex min-h-11 items-center gap-1 font-bold text-brand-700 underline underline-offset-4"
                  >
                    {card.linkLabel}
                    <Icon name="arrow-right" className="size-5" />
                  </a>
                ) : null}
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
