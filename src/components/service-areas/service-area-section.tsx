import { SectionHeading } from "@/components/ui/section-heading";
import { serviceAreasCopy as copy } from "@/content/service-areas";
import { chicagoMapGeometry, illinoisMapGeometry } from "@/lib/county-map";
import { CallUsCard } from "./call-us-card";
import { ServiceMap } from "./service-map";

/**
 * The service-area section of /service-areas and /about: heading, intro, the map panel with
 * its county detail card, and the call-us card. The county shapes are computed here, at build
 * time; the browser only receives their SVG path strings.
 */
export function ServiceAreaSection() {
  return (
    <section aria-labelledby="service-areas-title" className="bg-surface py-16 lg:py-20">
      <div className="container-page">
        <SectionHeading
          id="service-areas-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          description={copy.intro}
        />
        <ServiceMap
          className="mt-10"
          local={chicagoMapGeometry()}
          usa={illinoisMapGeometry()}
          aside={<CallUsCard />}
        />
      </div>
    </section>
  );
}
