/**
 * Copy of the services overview (/services, spec §2 "Services overview") and of the
 * service detail pages. Contact facts come from `siteConfig`.
 */
import type { IconName } from "./icons";
import { countyList, serviceAreaLabel } from "./counties";
import { pages } from "./pages";
import { mailtoHref, siteConfig, telHref } from "./site";

export type ContactCard = {
  id: "phone" | "email" | "service-area" | "hours";
  icon: IconName;
  title: string;
  /** The fact itself: a number, an address, a line of text. */
  text: string;
  /** Where the card links to, if anywhere. */
  href?: string;
  /** Visible link text when it differs from `text`. */
  linkLabel?: string;
};

export const servicesPageCopy = {
  /** The breadcrumb's last crumb (Home > Services). */
  crumb: "Services",
  eyebrow: "Our Services",
  title: "Home Health Care Services",
  description:
    "Nurses, therapists, aides and social workers who come to your home and work with your doctor. Choose a service to learn what it includes.",
  /** The services-and-limits page (42 CFR 484.105(i)). */
  limitsLink: {
    label: "What each service includes, and its limits",
    href: pages.serviceLimits.path,
  },
  /** For physicians and case managers (/refer). */
  referLink: { label: "Physicians and case managers: refer a patient", href: pages.refer.path },
  carePlanCta: { label: "Get Your Care Plan", href: "/contact" },
  carePlanText:
    "Not sure which services you need? Tell us about your situation, and we will help you and your doctor put together the right plan.",
  contactTitle: "Talk to a Person About Your Care",
  contactDescription:
    "Call or email us. A care coordinator will answer your questions and help you get started.",
  contactCards: [
    {
      id: "phone",
      icon: "phone",
      title: "Call Us",
      text: siteConfig.phone.display,
      href: telHref(siteConfig.phone),
    },
    {
      id: "email",
      icon: "mail",
      title: "Email Us",
      text: siteConfig.email,
      href: mailtoHref(siteConfig.email),
    },
    {
      id: "service-area",
      icon: "map-pin",
      title: "Service Area",
      text: serviceAreaLabel,
      href: "/service-areas",
      linkLabel: "See the areas we serve",
    },
    {
      id: "hours",
      icon: "clock",
      title: "Flexible Hours",
      text: "Care visits 7 days a week. Office open Monday to Friday, 8 a.m. to 5 p.m.",
    },
  ],
  coverageTitle: "Where We Provide Care",
  /** "We proudly serve ... Cook, Lake, ... Kankakee and DeKalb counties." (every county) */
  coverageText: `We proudly serve patients and families across the Chicago metro area, in ${countyList} counties.`,
} as const satisfies {
  crumb: string;
  eyebrow: string;
  title: string;
  description: string;
  limitsLink: { label: string; href: string };
  referLink: { label: string; href: string };
  carePlanCta: { label: string; href: string };
  carePlanText: string;
  contactTitle: string;
  contactDescription: string;
  contactCards: readonly ContactCard[];
  coverageTitle: string;
  coverageText: string;
};

/** Shared copy of the ten service detail pages. */
export const servicePageCopy = {
  subServicesHeading: (topic: string) => `Our ${topic} Services`,
  ctaTitle: "Let's Talk About Your Care",
  ctaText:
    "Tell us what you or your loved one needs. We will check your insurance, talk with your doctor and help you get started.",
  ctaLabel: "Get Care Now",
  ctaHref: "/contact",
  /** The visual "Learn more" on a service card (the card's link is the service title). */
  cardMore: "Learn more",
} as const;
