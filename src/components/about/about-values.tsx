import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { aboutValues, aboutValuesCopy } from "@/content/about";
import { tones } from "@/content/types";

/** The four values: Compassion, Excellence, Integrity, Respect. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="about-values-title" align="center" {...aboutValuesCopy} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-values>
        {aboutValues.map((value, index) => (
          <li
            key={value.title}
            className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-soft"
          >
            <IconTile icon={value.icon} tone={tones[index % tones.length]} size="lg" />
            <h3 className="text-xl sm:text-2xl">{value.title}</h3>
            <p className="text-muted">{value.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
