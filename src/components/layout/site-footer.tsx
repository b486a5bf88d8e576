import { Icon } from "@/components/ui/icon";
import { SocialIcon } from "@/components/ui/social-icons";
import { footerCopy, footerNav, type FooterCtaCopy, type NavLink } from "@/content/navigation";
import { formatAddress, mailtoHref, siteConfig, telHref } from "@/content/site";
import { socialLinks } from "@/content/social";
import { cn } from "@/lib/utils";
import { FooterCta } from "./footer-cta";
import { Logo } from "./logo";
import { uiCopy } from "@/content/ui";

/** The columns' link style, one short class (src/styles/shell.css). */
const footerLink = "footer-link";

function LinkColumn({
  title,
  links,
  className,
}: {
  title: string;
  links: readonly NavLink[];
  className?: string;
}) {
  return (
    <nav aria-label={title} className={cn("flex flex-col items-start", className)}>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      {/* The first link keeps the heading's distance (mt-3: a class the page has anyway). */}
      {links.map((link, index) => (
        <a
          key={`${link.label}-${link.href}`}
          href={link.href}
          className={index === 0 ? cn(footerLink, "mt-3") : footerLink}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}

function ReachUs() {
  const { phone, email } = siteConfig;
  const [mailbox, domain] = email.split("@");
  return (
    <div className="col-span-2 flex flex-col items-start gap-2 sm:col-span-1">
      <h2 className="text-lg font-bold text-white">{footerCopy.reachTitle}</h2>
      <a href={telHref(phone)} className={cn(footerLink, "mt-1 gap-2 font-bold")}>
        <Icon name="phone" className="size-5 shrink-0" />
        {phone.display}
      </a>
      <a href={mailtoHref(email)} className={cn(footerLink, "gap-2")}>
        <Icon name="mail" className="size-5 shrink-0" />
        <span>
          {mailbox}@<wbr />
          {domain}
        </span>
      </a>
      <address className="flex gap-2 pt-1 text-brand-100 not-italic">
        <Icon name="map-pin" className="mt-1 size-5 shrink-0" />
        {formatAddress()}
      </address>
    </div>
  );
}

export function SiteFooter({ cta }: { cta?: FooterCtaCopy }) {
  return (
    <>
      <FooterCta cta={cta} />
      <footer className="bg-brand-950 pb-20 text-brand-50 lg:pb-0">
        {/* Drawn as it nears the viewport (globals.css); the footer's dark band stays drawn, so
            a contrast check finds the colour behind its links. Heights: 1,590-1,730 px on a
            phone, 510-660 px on a wide screen. */}
        <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 render-when-near [--near-height-lg:540px] [--near-height:1600px] lg:grid-cols-[1.25fr_1fr_1.15fr_1fr_1.25fr]">
          <div className="col-span-2 lg:col-span-1">
            <Logo tone="inverse" />
            <p className="mt-4 text-lg font-semibold text-white">{siteConfig.tagline}</p>
            <p className="mt-2 max-w-xs text-brand-100">{footerCopy.blurb}</p>
            <ul className="mt-5 flex gap-2" aria-label={footerCopy.socialLabel}>
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    {...link.attrs}
                    aria-label={uiCopy.newTab(link.label)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="social-link"
                  >
                    <SocialIcon network={link.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn {...footerNav.company} />
          <LinkColumn {...footerNav.support} className="lg:order-last" />
          <LinkColumn {...footerNav.services} className="col-span-2 sm:col-span-1" />
          <ReachUs />
        </div>
        <p className="bleed border-t border-brand-800 py-6 text-sm text-brand-100">
          {footerCopy.copyright}
        </p>
      </footer>
    </>
  );
}
