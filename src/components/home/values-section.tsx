import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { coreValues, valuesCopy } from "@/content/home";
import { tones } from "@/content/types";
import { Card } from "@/components/ui/card";

/** Our Core Values (#values): six values on soft tiles. */
export function ValuesSection() {
  return (
    <section id="values" aria-labelledby="values-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="values-title" align="center" {...valuesCopy} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value, index) => (
            <Card key={value.title} asChild padding="md">
              {/* A grid, the tile over both rows: no wrapper around the words (issue 32). */}
              <li className="grid grid-cols-[auto_1fr] content-start gap-x-4">
                <IconTile
                  icon={value.icon}
                  tone={tones[index % tones.length]}
                  className="row-span-2"
                />
                <h3 className="text-xl">{value.title}</h3>
                <p className="mt-2 text-muted">{value.description}</p>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
