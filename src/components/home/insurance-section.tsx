import { SectionHeading } from "@/components/ui/section-heading";
import {
  homeStats,
  insuranceCopy,
  partnerPlaceholderLogo,
  partners,
  partnerScrollSpeed,
} from "@/content/home";
import { PartnerStrip } from "./partner-strip";

/** #insurance: the four statistics and the continuously scrolling partner strip. */
export function InsuranceSection() {
  const { eyebrow, title, description, ...stripCopy } = insuranceCopy;
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
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
          {homeStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center gap-1 rounded-xl bg-white p-6 text-center shadow-soft"
            >
              <dt className="font-semibold text-muted">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10">
          <PartnerStrip
            partners={partners}
            copy={stripCopy}
            speed={partnerScrollSpeed}
            placeholderLogo={partnerPlaceholderLogo}
          />
        </div>
      </div>
    </section>
  );
}
