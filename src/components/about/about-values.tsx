import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { aboutValues, aboutValuesCopy } from "@/content/about";
import { tones } from "@/content/types";
import { Card } from "@/components/ui/card";

/** The four values: Compassion, Excellence, Integrity, Respect. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="about-values-title" align="center" {...aboutValuesCopy} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-values>
        {aboutValues.map((value, index) => (
          <Card key={value.title} asChild>
            <li className="flex flex-col gap-4">
              <IconTile icon={value.icon} tone={tones[index % tones.length]} size="lg" />
              <h3 className="text-xl sm:text-2xl">{value.title}</h3>
              <p className="text-muted">{value.description}</p>
            </li>
          </Card>
        ))}
      </ul>
    </section>
  );
}
