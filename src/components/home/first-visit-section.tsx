import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";
import { SiteImage } from "@/components/ui/site-image";
import { firstVisitCopy, processSteps } from "@/content/home";
import { images } from "@/content/images";
import { uiCopy } from "@/content/ui";
import { Card } from "@/components/ui/card";

/** What to Expect on Your First Visit (#whatToExpect): the four numbered steps. */
export function FirstVisitSection() {
  return (
    <section id="whatToExpect" aria-labelledby="first-visit-title" className="py-16 lg:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
        <div>
          <SectionHeading
            id="first-visit-title"
            eyebrow={firstVisitCopy.eyebrow}
            title={firstVisitCopy.title}
            description={firstVisitCopy.description}
          />
          <ol className="mt-10 flex flex-col gap-6">
            {processSteps.map((step, index) => (
              // A grid, the tile over both rows: no wrapper around the words (issue 32).
              <li key={step.title} className="grid grid-cols-[auto_1fr] gap-x-4">
                <IconTile
                  icon={step.icon}
                  tone={index % 2 === 0 ? "brand" : "accent"}
                  className="row-span-2"
                />
                <h3 className="text-xl">
                  <span className="text-brand-700">{uiCopy.step(index + 1)}.</span> {step.title}
                </h3>
                <p className="mt-1 text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 max-w-prose rounded-lg border-l-4 border-brand-600 bg-brand-50 p-5 text-ink">
            {firstVisitCopy.afterCare}
          </p>
        </div>
        <Card asChild tone="tint" padding="lg">
          <div>
            <SiteImage image={images[firstVisitCopy.image]} />
          </div>
        </Card>
      </div>
    </section>
  );
}
