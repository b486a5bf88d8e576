import { CheckList } from "@/components/ui/check-list";
import { aboutCommitments } from "@/content/about";
import { Card } from "@/components/ui/card";

/** Employee development and cost-effective care, side by side. */
export function AboutCommitments() {
  return (
    <div className="container-page grid gap-6 pb-16 lg:grid-cols-2 lg:pb-24">
      {aboutCommitments.map((commitment) => {
        const titleId = `about-${commitment.id}-title`;
        return (
          <Card key={commitment.id} asChild tone="tint" padding="lg">
            <section
              aria-labelledby={titleId}
              data-commitment={commitment.id}
              className="flex flex-col gap-4"
            >
              <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
                {commitment.eyebrow}
              </p>
              <h2 id={titleId} className="text-3xl leading-tight">
                {commitment.title}
              </h2>
              <p className="text-lg">{commitment.text}</p>
              <CheckList items={commitment.points} iconClassName="text-brand-700" />
            </section>
          </Card>
        );
      })}
    </div>
  );
}
