import Link from "next/link";
import { Mail, MapPin, Phone } from "lucide-react";
import { SocialIcon } from "@/components/ui/social-icons";
import { footerNav, type NavLink } from "@/content/navigation";
import { formatAddress, mailtoHref, siteConfig, telHref } from "@/content/site";
import { socialLinks } from "@/content/social";
import { FooterCta } from "./footer-cta";
import { Logo } from "./logo";

const footerLink =
  "inline-flex min-h-11 items-center text-brand-50 underline-offset-4 hover:text-white hover:underline sm:min-h-9";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <ul className="mt-3 flex flex-col">
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <Link prefetch={false} href={link.href} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { phone, email } = siteConfig;
  return (
    <>
      <FooterCta />
      <footer className="bg-brand-950 text-brand-50">
        <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
          <div>
            <Logo tone="inverse" />
            <p className="mt-4 text-lg font-semibold text-white">{siteConfig.tagline}</p>
            <p className="mt-2 max-w-xs text-brand-100">
              Medicare-certified home health care for Chicago and its suburbs.
            </p>
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    aria-label={`${link.label} (opens in a new tab)`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <SocialIcon network={link.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn {...footerNav.company} />
          <LinkColumn {...footerNav.services} />
          <div className="flex flex-col gap-8">
            <LinkColumn {...footerNav.support} />
            <div>
              <h2 className="text-lg font-bold text-white">Reach Us</h2>
              <ul className="mt-3 flex flex-col gap-3">
                <li>
                  <a href={telHref(phone)} className={`${footerLink} gap-2 font-bold`}>
                    <Phone aria-hidden="true" className="size-5 shrink-0" />
                    {phone.display}
                  </a>
                </li>
                <li>
                  <a href={mailtoHref(email)} className={`${footerLink} gap-2 break-all`}>
                    <Mail aria-hidden="true" className="size-5 shrink-0" />
                    {email}
                  </a>
                </li>
                <li className="flex gap-2 text-brand-100">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
                  <address className="not-italic">{formatAddress()}</address>
                </li>
              </ul>
            </div>
          </div>
        </div>
        <div className="border-t border-brand-800">
          <p className="container-page py-6 text-sm text-brand-100">
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
        </div>
      </footer>
    </>
  );
}
