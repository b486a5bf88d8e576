import Link from "next/link";
import { ArrowRight, Phone } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
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
          <Link
            prefetch={false}
            href={footerCta.link.href}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            {footerCta.link.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <a
            href={telHref(siteConfig.phone)}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {siteConfig.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
