import { Icon } from "@/components/ui/icon";
import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { benefitCategories, benefitsCopy } from "@/content/careers";
import { Card } from "@/components/ui/card";

/** The four benefit categories, each with its concrete items. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="benefits-title" {...benefitsCopy} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2" data-benefits>
        {benefitCategories.map((category) => (
          <Card key={category.id} asChild>
            <li data-benefit={category.id} className="flex flex-col gap-4">
              <div className="flex items-center gap-4">
                <IconTile icon={category.icon} tone={category.tone} />
                <h3 className="text-xl sm:text-2xl">{category.title}</h3>
              </div>
              <ul className="flex flex-col gap-2">
                {category.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          </Card>
        ))}
      </ul>
    </section>
  );
}
