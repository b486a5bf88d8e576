import { awardFacts, awardsIntro } from "@/content/awards";
import { factValue } from "@/shared/placeholder";
import { AwardCard } from "./award-card";
import { PageSection } from "@/components/ui/page-section";

/** "Our Awards": the six award cards. */
export function AwardsGrid() {
  return (
    <PageSection
      id="awards-list-title"
      title={awardsIntro.listTitle}
      className="bg-surface py-16 lg:py-24"
      headingClassName="text-3xl leading-tight sm:text-4xl"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-awards-grid>
        {awardFacts.map((fact) => (
          <li key={factValue(fact).id}>
            <AwardCard fact={fact} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
