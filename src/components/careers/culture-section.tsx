import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { cultureCopy, cultureValues } from "@/content/careers";
import { tones } from "@/content/types";
import { Card } from "@/components/ui/card";

/** "Our Culture": four values on soft tiles. */
export function CultureSection() {
  return (
    <section aria-labelledby="culture-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="culture-title" {...cultureCopy} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-culture>
          {cultureValues.map((value, index) => (
            <Card key={value.title} asChild>
              <li className="flex flex-col gap-4">
                <IconTile icon={value.icon} tone={tones[index % tones.length]} />
                <h3 className="text-xl sm:text-2xl">{value.title}</h3>
                <p className="text-muted">{value.description}</p>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
