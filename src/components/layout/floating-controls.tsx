import { Icon } from "@/components/ui/icon";
import { SocialIcon } from "@/components/ui/social-icons";
import { socialLinks } from "@/content/social";
import { mailtoHref, siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";

const sideButton =
  "flex size-12 items-center justify-center text-white hover:bg-brand-900 focus-visible:z-10";
/** A pill of round buttons in the phone bar (SiteShell's dock); each variant adds its desktop place. */
const pill = "overflow-hidden rounded-full bg-brand-800 lg:fixed lg:z-30 lg:shadow-lifted";
const pillList = "flex divide-x divide-brand-700";

/**
 * The email and phone links of standard pages (all but /contact and the home page). Under
 * 1024 px a pill in the bar across the bottom of the screen (SiteShell), from 1024 px a tab at
 * the right edge, halfway down.
 */
export function ContactSideWidget() {
  return (
    <aside
      aria-label={uiCopy.quickContact}
      data-floating="contact"
      className={`${pill} lg:top-1/2 lg:right-0 lg:-translate-y-1/2 lg:rounded-none lg:rounded-l-lg`}
    >
      <ul className={`${pillList} lg:flex-col lg:divide-x-0 lg:divide-y`}>
        <li>
          <a
            href={mailtoHref(siteConfig.email)}
            aria-label={uiCopy.emailUs(siteConfig.email)}
            className={sideButton}
          >
            <Icon name="mail" className="size-5" />
          </a>
        </li>
        <li>
          <a
            href={telHref(siteConfig.phone)}
            aria-label={uiCopy.callUs(siteConfig.phone.display)}
            className={sideButton}
          >
            <Icon name="phone" className="size-5" />
          </a>
        </li>
      </ul>
    </aside>
  );
}

/**
 * On /contact: the social links, each opening in a new tab. Under 1024 px a pill in the bottom
 * bar; from 1328 px (83rem) a vertical strip at the left edge, where the page's 32 px margin
 * plus the centred content's gutter leave room for its 48 px. In between it would cover the
 * contact form's edge, so it is not shown (the footer carries the same links).
 */
export function SocialStrip() {
  return (
    <aside
      aria-label={uiCopy.followUs}
      data-floating="social"
      className={`${pill} lg:top-1/2 lg:left-0 lg:hidden lg:-translate-y-1/2 lg:rounded-none lg:rounded-r-lg min-[83rem]:block`}
    >
      <ul
        className={`${pillList} min-[83rem]:flex-col min-[83rem]:divide-x-0 min-[83rem]:divide-y`}
      >
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
