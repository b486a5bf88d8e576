import { Icon } from "@/components/ui/icon";
import { insurancePageCopy as copy } from "@/content/insurance-page";
import { uiCopy } from "@/content/ui";
import type { ProviderSummary } from "@/lib/insurance";
import { ProviderWordmark } from "./provider-wordmark";
import { Card } from "@/components/ui/card";

/** One insurer in the providers grid: wordmark, name, description, flags and Learn More. */
export function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <Card asChild>
      <article className="flex h-full flex-col gap-3">
        {/* my-1: the 4rem row a wrapper used to center it in, one element less a card. */}
        <ProviderWordmark provider={provider} lazy className="my-1 h-14 w-auto self-start" />
        <h3 className="text-xl">{provider.name}</h3>
        <ul className="flex flex-wrap gap-2 text-sm font-semibold" aria-label={uiCopy.planDetails}>
          {provider.popular ? (
            <li className="rounded-full bg-accent-100 px-3 py-1 text-accent-800">
              {copy.cardBadges.popular}
            </li>
          ) : null}
          <li
            className={
              provider.acceptsNewPatients
                ? "rounded-full bg-brand-100 px-3 py-1 text-brand-800"
                : "rounded-full bg-surface px-3 py-1 text-ink ring-1 ring-line"
            }
          >
            {provider.acceptsNewPatients ? copy.cardBadges.accepting : copy.cardBadges.notAccepting}
          </li>
        </ul>
        <p className="text-muted">{provider.description}</p>
        <p className="text-base">{provider.coverage}</p>
        <a
          href={provider.href}
          className="mt-auto inline-flex min-h-11 items-center gap-1 font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {copy.learnMore}
          <span className="sr-only">{uiCopy.about(provider.name)}</span>
          <Icon name="arrow-right" className="size-5" />
        </a>
      </article>
    </Card>
  );
}
