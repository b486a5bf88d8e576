import type { Metadata } from "next";
import Link from "next/link";
import { Home } from "lucide-react";
import { ContactSideWidget } from "@/components/layout/floating-controls";
import { PhoneLink } from "@/components/layout/phone-link";
import { SiteShell } from "@/components/layout/site-shell";
import { BlogRedirect } from "@/components/blog/article/blog-redirect";
import { LogMissingPath } from "@/components/not-found/log-missing-path";
import { PathSwitch } from "@/components/not-found/path-switch";
import { Button } from "@/components/ui/button";
import { providerPageCopy } from "@/content/insurance-page";
import { notFoundCopy } from "@/content/not-found";
import { pages } from "@/content/pages";

export const metadata: Metadata = {
  title: notFoundCopy.metaTitle,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteShell floating={<ContactSideWidget />}>
      <LogMissingPath />
      {/* /blog/{unknown id} goes on to /blog (spec §8); /insurance/{unknown} has its own text. */}
      <PathSwitch pattern="^/blog/[^/]+/?$" match={<BlogRedirect blogPath={pages.blog.path} />}>
        <PathSwitch pattern="^/insurance/[^/]+/?$" match={<ProviderNotFound />}>
          <section className="container-page flex flex-col items-center py-20 text-center lg:py-28">
            <p className="text-7xl font-extrabold text-brand-700 sm:text-8xl" aria-hidden="true">
              {notFoundCopy.code}
            </p>
            <h1 className="mt-4 text-3xl sm:text-4xl">
              <span className="sr-only">{notFoundCopy.code}: </span>
              {notFoundCopy.title}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-muted">{notFoundCopy.text}</p>
            <Button asChild size="lg" className="mt-8">
              <Link prefetch={false} href="/">
                <Home aria-hidden="true" />
                {notFoundCopy.homeLink}
              </Link>
            </Button>
            <p className="mt-8 flex flex-wrap items-center justify-center gap-1 text-muted">
              {notFoundCopy.helpText} <PhoneLink />
            </p>
          </section>
        </PathSwitch>
      </PathSwitch>
    </SiteShell>
  );
}

/** /insurance/{unknown}: the spec's 'Insurance Provider Not Found' message (status stays 404). */
function ProviderNotFound() {
  const copy = providerPageCopy.notFound;
  return (
    <section className="container-page flex flex-col items-center py-20 text-center lg:py-28">
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{copy.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link prefetch={false} href={copy.backHref}>
          {copy.back}
        </Link>
      </Button>
    </section>
  );
}
