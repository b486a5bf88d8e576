import { CallToAction } from "@/components/layout/call-to-action";
import { IconTile } from "@/components/ui/icon-tile";
import { SiteImage } from "@/components/ui/site-image";
import { images } from "@/content/images";
import type { Service } from "@/content/services";
import { servicePageCopy } from "@/content/services-page";
import { Card } from "@/components/ui/card";
import { PageSection } from "@/components/ui/page-section";

/** A service page: picture and title, three paragraphs, then the sub-service grid. */
export function ServiceDetail({ service }: { service: Service }) {
  return (
    <>
      <section aria-labelledby="service-title" className="container-page py-12 lg:py-16">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.15fr]">
          <Card tone="tint" padding="lg">
            <SiteImage image={images[service.image]} priority />
          </Card>
          <div>
            <h1 id="service-title" className="text-4xl sm:text-5xl">
              {service.title}
            </h1>
            <div className="mt-6 flex max-w-prose flex-col gap-5 text-lg">
              {service.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>
      <PageSection
        id="sub-services-title"
        title={servicePageCopy.subServicesHeading(service.topic)}
        className="bg-surface py-14 lg:py-20"
      >
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-sub-services>
          {service.subServices.map((sub) => (
            <Card key={sub.name} asChild padding="sm">
              <li className="flex items-center gap-4">
                <IconTile icon={sub.icon} tone={sub.tone} />
                <span className="text-lg font-semibold text-ink">{sub.name}</span>
              </li>
            </Card>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        id="service-cta-title"
        title={servicePageCopy.ctaTitle}
        text={servicePageCopy.ctaText}
        action={{ label: servicePageCopy.ctaLabel, href: servicePageCopy.ctaHref }}
      />
    </>
  );
}
