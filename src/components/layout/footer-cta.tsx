import Link from "next/link";
import { ArrowRight, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { footerCta } from "@/content/navigation";
import { siteConfig, telHref } from "@/content/site";

/** The 'Contact Us Today' banner above the footer. */
export function FooterCta() {
  return (
    <section aria-labelledby="footer-cta-title" className="bg-brand-50">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between lg:py-14">
        <div className="max-w-2xl">
          <h2 id="footer-cta-title" className="text-3xl sm:text-4xl">
            {footerCta.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{footerCta.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:shrink-0">
          <Button asChild variant="accent" size="lg">
            <Link prefetch={false} href={footerCta.link.href}>
              {footerCta.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={telHref(siteConfig.phone)}>
              <Phone aria-hidden="true" />
              Call {siteConfig.phone.display}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
