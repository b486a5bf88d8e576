import { Breadcrumb } from "@/components/ui/breadcrumb";
import { servicesBanner } from "@/content/navigation";
import { breadcrumbsFromPath } from "@/lib/breadcrumbs";

/** The services layout's banner: breadcrumb from the path, headline and tagline. */
export function ServicesBanner({ pathname }: { pathname: string }) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="container-page py-8 lg:py-12">
        <Breadcrumb items={breadcrumbsFromPath(pathname)} tone="inverse" />
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
