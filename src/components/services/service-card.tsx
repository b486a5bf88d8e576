import { Icon } from "@/components/ui/icon";
import { SiteImage } from "@/components/ui/site-image";
import { framedPicture, pictureFrame } from "@/components/ui/picture-frame";
import { images } from "@/content/images";
import { servicePath, type Service } from "@/content/services";
import { servicePageCopy } from "@/content/services-page";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";

type ServiceCardProps = {
  service: Service;
  headingLevel?: "h2" | "h3";
  /** `compact`: picture and title only (the home page's grid of all ten). */
  variant?: "full" | "compact";
};

/** A service with its picture, summary and features; the whole card is one link. */
export function ServiceCard({ service, headingLevel = "h3", variant = "full" }: ServiceCardProps) {
  const Heading = headingLevel;
  const compact = variant === "compact";
  return (
    <Card asChild padding="none" interactive>
      <article className="group relative flex w-full flex-col overflow-hidden">
        <div className={cn(pictureFrame, "aspect-[4/3] bg-brand-50")}>
          <SiteImage
            image={images[service.image]}
            className={cn(framedPicture, compact ? "p-3" : "p-6")}
          />
        </div>
        <div className={cn("flex flex-1 flex-col gap-3", compact ? "p-4" : "p-6")}>
          <Heading className={compact ? "text-lg leading-snug" : "text-2xl"}>
            <a
              href={servicePath(service.id)}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {service.title}
            </a>
          </Heading>
          {compact ? null : (
            <>
              <p className="text-muted">{service.description}</p>
              <ul className="mt-1 flex flex-col gap-1.5">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-base">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1 pt-2 font-bold text-brand-700"
              >
                {servicePageCopy.cardMore}
                <Icon
                  name="arrow-right"
                  className="size-5 group-hover:translate-x-1 motion-safe:transition-transform"
                />
              </span>
            </>
          )}
        </div>
      </article>
    </Card>
  );
}
