import { Breadcrumb } from "@/components/ui/breadcrumb";
import { servicesBanner } from "@/content/navigation";
import { pages } from "@/content/pages";
import { servicePath, services } from "@/content/services";
import { servicesPageCopy } from "@/content/services-page";
import { breadcrumbsFromPath } from "@/lib/breadcrumbs";
import { siteLocale } from "@/lib/locale/current";

/**
 * A Spanish page's crumbs name its pages in Spanish (the English ones keep the spec's rule:
 * the path's words), since its URLs are the English ones.
 */
const spanishLabels: Record<string, string> =
  siteLocale === "es"
    ? {
        [pages.services.path]: servicesPageCopy.crumb,
        [pages.serviceLimits.path]: pages.serviceLimits.title,
        ...Object.fromEntries(services.map((service) => [servicePath(service.id), service.title])),
      }
    : {};

/** The services layout's banner: breadcrumb from the path, headline and tagline. */
export function ServicesBanner({ pathname }: { pathname: string }) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="container-page py-8 lg:py-12">
        <Breadcrumb items={breadcrumbsFromPath(pathname, spanishLabels)} tone="inverse" />
        <p className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {servicesBanner.headline}
        </p>
        <p data-banner-tagline className="mt-2 hidden max-w-2xl text-lg text-brand-100 md:block">
          {servicesBanner.tagline}
        </p>
      </div>
    </div>
  );
}
