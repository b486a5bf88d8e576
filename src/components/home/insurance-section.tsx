import { Icon } from "@/components/ui/icon";
import type { ComponentProps, ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  homeStats,
  insuranceCopy,
  insurancePlansLink,
  partnerPlaceholderLogo,
  partners,
  partnerSecondsPerLogo,
} from "@/content/home";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import type { PartnerStrip } from "./partner-strip";
import { Card } from "@/components/ui/card";

const { eyebrow, title, description, ...stripCopy } = insuranceCopy;

/** The strip's props, for the page to render it as an island inside `InsuranceSection`. */
export const partnerStripProps = {
  partners,
  copy: stripCopy,
  secondsPerLogo: partnerSecondsPerLogo,
  placeholderLogo: partnerPlaceholderLogo,
} satisfies ComponentProps<typeof PartnerStrip>;

/**
 * #insurance: the link to the plans we accept (/insurance), the four statistics and (as
 * `children`) the partner strip island (it moves in CSS; its script only pauses it).
 */
export function InsuranceSection({ children }: { children: ReactNode }) {
  return (
    <section id="insurance" aria-labelledby="insurance-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="insurance-title"
          align="center"
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
        <p className="mt-6 flex justify-center">
          <a
            href={insurancePlansLink.href}
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            {insurancePlansLink.label}
            <Icon name="arrow-right" className="size-5" />
          </a>
        </p>
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
          {homeStats.map((stat) => (
            <Card key={stat.label} asChild>
              <div className="flex flex-col-reverse items-center gap-1 text-center">
                <dt className="font-semibold text-muted">{stat.label}</dt>
                <dd {...placeholderAttrs(stat.value)} className="text-4xl font-bold text-brand-700">
                  {factValue(stat.value)}
                </dd>
              </div>
            </Card>
          ))}
        </dl>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
