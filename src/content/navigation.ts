import { servicePath, services } from "./services";
import { siteConfig } from "./site";

export type NavLink = { label: string; href: string };
export type NavItem = NavLink & {
  /** Label of the button that opens the dropdown. */
  menuLabel?: string;
  children?: readonly NavLink[];
};

/** Sections of the home page that the Home dropdown jumps to, in menu order. */
const homeSections = [
  { label: "What to Expect", href: "/#whatToExpect" },
  { label: "Our Values", href: "/#values" },
  { label: "Insurance", href: "/#insurance" },
  { label: "Care in Action", href: "/#care-in-action" },
] as const satisfies readonly NavLink[];

const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: servicePath(service.id),
}));

/** Page links that both the header and the footer show, written once. */
const pageLinks = {
  about: { label: "About Us", href: "/about" },
  serviceAreas: { label: "Service Areas", href: "/service-areas" },
  awards: { label: "Awards", href: "/awards" },
  blog: { label: "Blog", href: "/blog" },
  careers: { label: "Careers", href: "/careers" },
  /** Issue 14: the insurance pages were reachable only through the sitemap. */
  insurance: { label: "Insurance", href: "/insurance" },
} as const satisfies Record<string, NavLink>;

export const mainNav: readonly NavItem[] = [
  { label: "Home", href: "/", menuLabel: "Home page sections", children: homeSections },
  pageLinks.about,
  { label: "Services", href: "/services", menuLabel: "Service pages", children: serviceLinks },
  pageLinks.insurance,
  pageLinks.serviceAreas,
  pageLinks.awards,
  pageLinks.blog,
  pageLinks.careers,
];

export const ctaLink = { label: "Get Care Now", href: "/contact" } as const satisfies NavLink;

/** Beside Get Care Now (the header's contact bar, the mobile menu): for referral sources. */
export const referLink = { label: "Refer a Patient", href: "/refer" } as const satisfies NavLink;

/**
 * Footer columns (spec §2, Footer). The spec sends Insurance Information to /contact; issue 14
 * points it at the insurance pages it names.
 */
export const footerNav = {
  company: {
    title: "Quick Links",
    links: [
      pageLinks.about,
      pageLinks.serviceAreas,
      pageLinks.blog,
      pageLinks.careers,
      pageLinks.awards,
      { label: "Certificates", href: "/certificates" },
    ],
  },
  services: { title: "Our Services", links: serviceLinks },
  support: {
    title: "Patients & Families",
    links: [
      { label: "Insurance Information", href: pageLinks.insurance.href },
      { label: "Contact Us", href: "/contact" },
      referLink,
      { label: "Services and Limits", href: "/services/limits" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "HIPAA Notice", href: "/hipaa-notice" },
      { label: "Nondiscrimination Notice", href: "/nondiscrimination" },
      { label: "Language Assistance", href: "/nondiscrimination#language-assistance" },
      { label: "Accessibility", href: "/accessibility" },
    ],
  },
} as const satisfies Record<string, { title: string; links: readonly NavLink[] }>;

export const footerCopy = {
  blurb: "Medicare-certified home health care for Chicago and its suburbs.",
  socialLabel: "Social media",
  reachTitle: "Reach Us",
  copyright: `© ${siteConfig.copyrightYear} ${siteConfig.name}. All rights reserved.`,
} as const;

/** The banner above the footer; a page may give its own (the careers pages: open positions). */
export type FooterCtaCopy = { title: string; text: string; link: NavLink };

export const footerCta = {
  title: "Contact Us Today",
  text: "Call or email us and tell us what you or your loved one needs. A care coordinator will help you take the next step.",
  link: { label: "Contact Us Today", href: "/contact" },
} as const satisfies FooterCtaCopy;

/** Banner of the services layout (spec §2). The tagline is hidden on small screens. */
export const servicesBanner = {
  headline: "Your Health, Our Expertise",
  tagline:
    "Compassionate, expert care from licensed professionals, delivered in the comfort of your home.",
} as const;
