import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import { serviceAreasCopy as copy } from "@/content/service-areas";

/**
 * The service-area section of /service-areas and /about: heading and intro around `children`,
 * the map panel (the ServiceMap island, composed by ServiceAreas.astro).
 */
export function ServiceAreaSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="service-areas-title" className="bg-surface py-16 lg:py-20">
      <div className="container-page">
        <SectionHeading
          id="service-areas-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          description={copy.intro}
        />
        {children}
      </div>
    </section>
  );
}
