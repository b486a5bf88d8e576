import { IconTile } from "@/components/ui/icon-tile";
import { servicesPageCopy, type ContactCard } from "@/content/services-page";
import { Card } from "@/components/ui/card";
import { PageSection } from "@/components/ui/page-section";

function CardLink({ card }: { card: ContactCard }) {
  if (!card.href) return <p className="text-lg font-semibold text-ink">{card.text}</p>;
  const label = card.linkLabel ?? card.text;
  const className =
    "text-lg font-bold wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-brand-900";
  return (
    <>
      {card.linkLabel ? <p className="text-lg font-semibold text-ink">{card.text}</p> : null}
      {card.href.startsWith("/") ? (
        <a href={card.href} className={className}>
          {label}
        </a>
      ) : (
        <a href={card.href} className={className}>
          {label}
        </a>
      )}
    </>
  );
}

/** Phone, email, service area and hours cards, then the ten-county coverage paragraph. */
export function ServicesContact() {
  const copy = servicesPageCopy;
  return (
    <PageSection
      id="services-contact-title"
      title={copy.contactTitle}
      description={copy.contactDescription}
      className="bg-surface py-16 lg:py-20"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.contactCards.map((card) => (
          <Card key={card.id} asChild>
            <li data-contact-card={card.id} className="flex flex-col gap-3">
              <IconTile icon={card.icon} />
              <h3 className="text-xl">{card.title}</h3>
              <CardLink card={card} />
            </li>
          </Card>
        ))}
      </ul>
      <h3 className="mt-12 text-2xl">{copy.coverageTitle}</h3>
      <p data-coverage className="mt-3 max-w-prose text-lg">
        {copy.coverageText}
      </p>
    </PageSection>
  );
}
