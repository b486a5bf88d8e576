import { Mail, Phone } from "lucide-react";
import { SocialIcon } from "@/components/ui/social-icons";
import { socialLinks } from "@/content/social";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";

const sideButton =
  "flex size-12 items-center justify-center text-white hover:bg-brand-900 focus-visible:z-10";

/** Fixed side widget on standard pages (all but /contact): email and phone links. */
export function ContactSideWidget() {
  return (
    <aside
      aria-label={uiCopy.quickContact}
      data-floating="contact"
      className="fixed right-4 bottom-4 z-30 overflow-hidden rounded-full bg-brand-800 shadow-lifted lg:top-1/2 lg:right-0 lg:bottom-auto lg:-translate-y-1/2 lg:rounded-none lg:rounded-l-lg"
    >
      {/* A bottom-corner pill on phones (no text under it), a side tab from 1024 px. */}
      <ul className="flex divide-x divide-brand-700 lg:flex-col lg:divide-x-0 lg:divide-y">
        <li>
          <a
            href={mailtoHref(siteConfig.email)}
            aria-label={uiCopy.emailUs(siteConfig.email)}
            className={sideButton}
          >
            <Mail aria-hidden="true" className="size-5" />
          </a>
        </li>
        <li>
          <a
            href={telHref(siteConfig.phone)}
            aria-label={uiCopy.callUs(siteConfig.phone.display)}
            className={sideButton}
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
        </li>
      </ul>
    </aside>
  );
}

/**
 * On /contact: a vertical strip of social links at the left edge, each opening in a new tab.
 * Under 1024 px it becomes a bottom-corner pill, like the contact widget, so it never covers text.
 */
export function SocialStrip() {
  return (
    <aside
      aria-label={uiCopy.followUs}
      data-floating="social"
      className="fixed bottom-4 left-4 z-30 overflow-hidden rounded-full bg-brand-800 shadow-lifted lg:top-1/2 lg:bottom-auto lg:left-0 lg:-translate-y-1/2 lg:rounded-none lg:rounded-r-lg"
    >
      <ul className="flex divide-x divide-brand-700 lg:flex-col lg:divide-x-0 lg:divide-y">
        {socialLinks.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              {...link.attrs}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={uiCopy.newTab(link.label)}
              className={sideButton}
            >
              <SocialIcon network={link.network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
