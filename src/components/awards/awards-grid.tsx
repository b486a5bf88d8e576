import { awardFacts, awardsIntro } from "@/content/awards";
import { factValue } from "@/shared/placeholder";
import { AwardCard } from "./award-card";

/** "Our Awards": the six award cards. */
export function AwardsGrid() {
  return (
    <section aria-labelledby="awards-list-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page">
        <h2 id="awards-list-title" className="text-3xl leading-tight sm:text-4xl">
          {awardsIntro.listTitle}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-awards-grid>
          {awardFacts.map((fact) => (
            <li key={factValue(fact).id}>
              <AwardCard fact={fact} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
