/**
 * The one place that holds the agency's identity and contact facts (the counties it serves
 * are in `counties.ts`). Nothing else in the code repeats these values: import `siteConfig`.
 */

import { mainPhone, type Phone } from "../shared/facts";
import { placeholder, type Fact } from "@/shared/placeholder";

const SOCIAL_NOTE =
  "The address of the agency's own profile page on this network, or remove the network from the site.";

const DEFAULT_SITE_URL = "https://www.beyondcarehomehealth.com";

/**
 * The public origin, read from `SITE_URL` at build time (no trailing slash).
 * @internal Exported for its test (a trailing slash, blanks, a bad URL).
 */
export function resolveSiteUrl(raw: string | undefined = process.env.SITE_URL): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  return new URL(value).origin;
}

/* The main line is a fact the server reads too (the referral e-mail): src/shared/facts.ts. */
export type { Phone } from "../shared/facts";

export const siteConfig = {
  name: "Beyond Care Home Health",
  shortName: "Beyond Care",
  tagline: "Beyond Wellness, Beyond Care",
  description:
    "Medicare-certified home health care in the Chicago metro area: skilled nursing, therapy, home health aides and more, in the comfort of home.",
  url: resolveSiteUrl(),
  /** The language the site is written in (`<html lang>`, the translate widget's source). */
  language: "en",
  locale: "en_US",
  phone: mainPhone,
  /** Relay service for callers who are deaf, hard of hearing or speech-disabled. */
  relay: { display: "711", e164: "711" },
  email: "info@beyondcarehomehealth.com",
  /**
   * Who takes requests for aids, language help and civil-rights grievances (ACA Section 1557,
   * 45 CFR 92.7 and 92.10). Callers who use TTY dial the relay (711); mail goes to `address`.
   * The mailbox is a placeholder until the agency names its own.
   */
  civilRights: {
    coordinator: "Section 1557 Coordinator",
    phone: mainPhone,
    email: "civilrights@beyondcarehomehealth.com",
  },
  address: {
    street: "600 S Milwaukee Ave, Suite 210",
    locality: "Wheeling",
    region: "IL",
    postalCode: "60090",
    country: "US",
  },
  medicare: {
    helpline: { display: "1-800-633-4227", e164: "+18006334227" },
    tty: { display: "1-877-486-2048", e164: "+18774862048" },
  },
  /**
   * The agency's profiles: placeholders (the networks' home pages) until its own pages exist.
   * The icons still show (the spec's footer and /contact strip), marked for the launch check;
   * the structured data's `sameAs` lists only confirmed ones.
   */
  social: {
    facebook: placeholder("social.facebook", "https://www.facebook.com/", SOCIAL_NOTE),
    x: placeholder("social.x", "https://x.com/", SOCIAL_NOTE),
    linkedin: placeholder("social.linkedin", "https://www.linkedin.com/", SOCIAL_NOTE),
  },
  /** The footer's copyright year: the year the site is built (the spec's "2024" was its year). */
  copyrightYear: new Date().getFullYear(),
} as const satisfies {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  url: string;
  language: string;
  locale: string;
  phone: Phone;
  relay: Phone;
  email: string;
  civilRights: { coordinator: string; phone: Phone; email: string };
  address: Record<"street" | "locality" | "region" | "postalCode" | "country", string>;
  medicare: { helpline: Phone; tty: Phone };
  social: Record<"facebook" | "x" | "linkedin", Fact<string>>;
  copyrightYear: number;
};

export type SiteConfig = typeof siteConfig;

/** `tel:` href for a phone entry. */
export const telHref = (phone: Phone) => `tel:${phone.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;

/** "600 S Milwaukee Ave, Suite 210, Wheeling, IL 60090" */
export function formatAddress(address: SiteConfig["address"] = siteConfig.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
