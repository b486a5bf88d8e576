import { IconTile } from "@/components/ui/icon-tile";
import { insurancePageCopy as copy } from "@/content/insurance-page";
import { uiCopy } from "@/content/ui";
import { Card } from "@/components/ui/card";

/** Coverage Benefits tab: the twelve services in two groups. */
export function BenefitsPanel() {
  const { benefits } = copy;
  return (
    <div>
      <h2 className="text-2xl sm:text-3xl">{benefits.title}</h2>
      <p className="mt-2 max-w-prose text-muted">{benefits.description}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {[benefits.clinical, benefits.support].map((group) => (
          <Card key={group.title} asChild>
            <section>
              <h3 className="flex items-center gap-3 text-xl">
                <IconTile icon={group.icon} />
                {group.title}
              </h3>
              <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Authorization Process tab: the five steps. */
export function ProcessPanel() {
  const { process } = copy;
  return (
    <div>
      <h2 className="text-2xl sm:text-3xl">{process.title}</h2>
      <p className="mt-2 max-w-prose text-muted">{process.description}</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-5">
        {process.steps.map((step, index) => (
          <Card key={step.title} asChild padding="sm">
            <li className="flex flex-col gap-3">
              <IconTile icon={step.icon} tone={index % 2 ? "accent" : "brand"} />
              <h3 className="text-lg">
                <span className="block text-sm font-bold text-brand-700">
                  {uiCopy.step(index + 1)}
                </span>
                {step.title}
              </h3>
              <p className="text-base text-muted">{step.description}</p>
            </li>
          </Card>
        ))}
      </ol>
    </div>
  );
}
