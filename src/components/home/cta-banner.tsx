import Link from "next/link";
import { Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ctaBanner } from "@/content/home";
import { siteConfig, telHref } from "@/content/site";

/** The home page's call to action. */
export function CtaBanner() {
  return (
    <section aria-labelledby="cta-title" className="container-page py-12 lg:py-16">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-accent-50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl sm:text-4xl">
            {ctaBanner.title}
          </h2>
          <p className="mt-3 text-lg text-ink">{ctaBanner.text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <Button asChild variant="accent" size="lg">
            <Link prefetch={false} href={ctaBanner.primary.href}>
              {ctaBanner.primary.label}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={telHref(siteConfig.phone)}>
              <Phone aria-hidden="true" />
              {ctaBanner.secondaryLabel} {siteConfig.phone.display}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
