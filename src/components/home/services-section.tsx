import { ServiceCard } from "@/components/services/service-card";
import { SectionHeading } from "@/components/ui/section-heading";
import { servicesSectionCopy } from "@/content/home";
import { services } from "@/content/services";

/** The home page's services (#services): all ten, the target of the hero pills. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="services-title" align="center" {...servicesSectionCopy} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-5">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} variant="compact" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
