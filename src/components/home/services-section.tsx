import { Icon } from "@/components/ui/icon";
import { PhoneLink } from "@/components/layout/phone-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { serviceNeeds, servicesSectionCopy } from "@/content/home-services";
import { servicePath, services } from "@/content/services";

const { allServices, call, ...heading } = servicesSectionCopy;

/**
 * #services, the target of the hero pills: which service fits what is happening at home (the
 * hero already names the ten services), a link to compare them all, and the phone number.
 */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="services-title" align="center" {...heading} />
        <ul className="mx-auto mt-10 grid max-w-5xl gap-3 sm:mt-12 sm:gap-4 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <Card asChild padding="none" interactive>
                <a
                  href={servicePath(service.id)}
                  data-service-need={service.id}
                  className="group grid w-full grid-cols-[1fr_auto] content-center items-center gap-x-4 gap-y-1 p-4 sm:p-5"
                >
                  {/* A grid, not a wrapper around the two lines (issue 32: fewer elements). */}
                  <span className="col-start-1 text-ink">{serviceNeeds[service.id]}</span>
                  <span className="col-start-1 font-bold text-brand-700 underline-offset-4 group-hover:underline">
                    {service.title}
                  </span>
                  <Icon
                    name="arrow-right"
                    className="col-start-2 row-span-2 row-start-1 size-5 shrink-0 text-brand-700"
                  />
                </a>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <a
            href={allServices.href}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            {allServices.label}
          </a>
          <p className="flex flex-wrap items-center justify-center gap-x-1">
            {call} <PhoneLink />
          </p>
        </div>
      </div>
    </section>
  );
}
