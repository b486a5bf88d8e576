/**
 * Copy of the insurance page (/insurance, spec §2 "Insurance page", §4) and of the provider
 * pages (/insurance/{provider}). Quoted labels are the spec's, word for word. Providers come
 * from `./insurance/providers`; contact facts from `siteConfig`. The tab and
 * filter ids are defined here, and `src/lib/insurance-search.ts` reads them. Over 200 lines: the
 * two pages' copy objects, each with the type it satisfies.
 */
import type { IconName } from "./icons";
import { figures } from "./agency";
import { siteConfig, type Phone } from "./site";
import type { IconText } from "./types";

type Link = { label: string; href: `/${string}` };

const insurancePath = "/insurance";

export type InsuranceActionCard = {
  id: "verify" | "calculator" | "help";
  icon: IconName;
  title: string;
  text: string;
} & (
  | { href: `/${string}`; linkLabel: string; phone?: never }
  | { phone: Phone; linkLabel: string; href?: never }
);

export type BenefitGroup = { icon: IconName; title: string; items: readonly string[] };

type Choice = { id: string; label: string };

export const insurancePageCopy = {
  /** The page's breadcrumb, and the provider pages' link back to it. */
  crumb: { label: "Insurance", href: insurancePath },
  /** Names the section that holds the three tabs. */
  sectionLabel: "Insurance providers, benefits and process",
  hero: {
    eyebrow: "Insurance & Coverage",
    title: "Help With Your Insurance, From Start to Finish",
    description:
      "We work with Medicare, Medicaid and many private plans. We check your benefits, ask your plan for approval when it is needed, and explain your costs before care begins.",
    badges: [`${figures.insurancePartners} Insurance Plans`, "Pre-Authorization Help"],
    cta: { label: "Check Your Eligibility", href: "/insurance/verify" },
  },
  actionCards: [
    {
      id: "verify",
      icon: "shield-check",
      title: "Verify Coverage",
      text: "Answer the questions we ask about your insurance. Your answers are encrypted and sent to our office, and we check your benefits with your insurer.",
      href: "/insurance/verify",
      linkLabel: "Check your coverage",
    },
    {
      id: "calculator",
      icon: "calculator",
      title: "Cost Calculator",
      text: "Get a rough idea of what you may pay for home health visits with your plan.",
      href: "/insurance/calculator",
      linkLabel: "Estimate your costs",
    },
    {
      id: "help",
      icon: "phone-call",
      title: "Get Help",
      text: "Questions about your plan? Call us and talk to a person who can help.",
      phone: siteConfig.phone,
      /** The card shows "Call 847-…": the label plus `phone.display`. */
      linkLabel: "Call",
    },
  ],
  tabsLabel: "Insurance information",
  /** In order; the first is the default (spec §4). */
  tabs: [
    { id: "providers", label: "Insurance Providers" },
    { id: "benefits", label: "Coverage Benefits" },
    { id: "process", label: "Authorization Process" },
  ],
  search: {
    label: "Search insurance providers",
    placeholder: "Search insurance providers...",
  },
  filtersLabel: "Show",
  filters: [
    { id: "all", label: "All" },
    { id: "popular", label: "Popular" },
    { id: "accepting", label: "Accepting New Patients" },
  ],
  empty: "No insurance providers found matching your search.",
  clearFilters: "Clear Filters",
  learnMore: "Learn More",
  /** Announced after each search or filter change: "14 insurance providers found". */
  resultCount: (count: number) =>
    `${count} insurance ${count === 1 ? "provider" : "providers"} found`,
  cardBadges: {
    popular: "Popular",
    accepting: "Accepting New Patients",
    notAccepting: "Not Accepting New Patients",
  },
  benefits: {
    title: "What Home Health Coverage Usually Includes",
    description:
      "Most plans that cover home health care include these services when your doctor orders them. Your own plan decides the details, and we can check them for you.",
    clinical: {
      icon: "stethoscope",
      title: "Clinical Services",
      items: [
        "Skilled nursing care",
        "Physical therapy",
        "Occupational therapy",
        "Speech-language pathology",
        "Medical social services",
        "Wound care management",
      ],
    },
    support: {
      icon: "hand-heart",
      title: "Support Services",
      items: [
        "Home health aide services",
        "Durable medical equipment",
        "Medical supplies",
        "Patient education",
        "Care coordination",
        "Disease management",
      ],
    },
  },
  process: {
    title: "How We Get Your Care Approved",
    description:
      "Many plans must approve home health care before it starts. We handle the paperwork with your plan and your doctor, step by step.",
    steps: [
      {
        icon: "search-check",
        title: "Initial Verification",
        description:
          "We check your insurance, your home health benefits and what you may pay before care starts.",
      },
      {
        icon: "file-check",
        title: "Prior Authorization",
        description:
          "If your plan must approve care first, we send the request and follow up with the plan for you.",
      },
      {
        icon: "clipboard-check",
        title: "Care Plan Approval",
        description:
          "Your doctor reviews and signs your plan of care, which lists your services and how often we visit.",
      },
      {
        icon: "house",
        title: "Service Delivery",
        description:
          "Our nurses, therapists and aides visit your home and give the care your approved plan sets out.",
      },
      {
        icon: "refresh-cw",
        title: "Ongoing Management",
        description:
          "We track your visits and benefits, and we ask your plan to renew approval when your doctor extends care.",
      },
    ],
  },
} as const satisfies {
  crumb: Link;
  sectionLabel: string;
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    badges: readonly [string, string];
    cta: Link;
  };
  actionCards: readonly InsuranceActionCard[];
  tabsLabel: string;
  tabs: readonly Choice[];
  search: { label: string; placeholder: string };
  filtersLabel: string;
  filters: readonly Choice[];
  empty: string;
  clearFilters: string;
  learnMore: string;
  resultCount: (count: number) => string;
  cardBadges: Record<"popular" | "accepting" | "notAccepting", string>;
  benefits: {
    title: string;
    description: string;
    clinical: BenefitGroup;
    support: BenefitGroup;
  };
  process: { title: string; description: string; steps: readonly IconText[] };
};

export const providerPageCopy = {
  back: "Back to Insurance",
  backHref: insurancePath,
  tabsLabel: "Provider information",
  /** In order; the first is shown first. */
  tabs: [
    { id: "overview", label: "Overview" },
    { id: "coverage", label: "Coverage" },
    { id: "verification", label: "Verification" },
    { id: "calculator", label: "Calculator" },
    { id: "contact", label: "Contact" },
  ],
  headings: {
    eligibility: "Eligibility Requirements",
    coverage: "General Coverage",
    homeHealthBenefits: "Home Health Benefits Covered",
    requirements: "Coverage Requirements",
    copay: "Cost Information",
    howToConfirm: "How to Check Your Coverage",
  },
  /** Shown on pages whose information is general (`ProviderInfo.detail === "general"`). */
  generalNotice:
    "This page describes what is usually true for this kind of plan. Your own benefits depend on your plan, so please check with your insurer or let us check for you.",
  verification: {
    title: "Verify Your Coverage",
    description:
      "Answer the questions we ask to check your home health benefits. Your answers are encrypted in your browser and sent to our office, and we call you once we have checked your benefits.",
  },
  calculator: {
    title: "Estimate Your Costs",
    description:
      "Get a rough estimate of what you may pay. It is only an estimate: your insurer decides what it covers.",
  },
  contact: {
    title: "Contact",
    phoneLabel: "Phone",
    ttyLabel: "TTY",
    websiteLabel: "Official website",
    newTab: "(opens in a new tab)",
    requestInfo: { label: "Request Information", href: "/contact" },
    callUs: `Call ${siteConfig.shortName}`,
    callUsText: "Have a question about your coverage? Call us, and we will help you sort it out.",
  },
  notFound: {
    title: "Insurance Provider Not Found",
    text: "The insurance provider you're looking for doesn't exist.",
    back: "Back to Insurance",
    backHref: insurancePath,
  },
} as const satisfies {
  back: string;
  backHref: `/${string}`;
  tabsLabel: string;
  tabs: readonly Choice[];
  headings: Record<
    "eligibility" | "coverage" | "homeHealthBenefits" | "requirements" | "copay" | "howToConfirm",
    string
  >;
  generalNotice: string;
  verification: { title: string; description: string };
  calculator: { title: string; description: string };
  contact: {
    title: string;
    phoneLabel: string;
    ttyLabel: string;
    websiteLabel: string;
    newTab: string;
    requestInfo: Link;
    callUs: string;
    callUsText: string;
  };
  notFound: { title: string; text: string; back: string; backHref: `/${string}` };
};

/** The insurance page's tabs: "providers", "benefits", "process". */
export type InsuranceTab = (typeof insurancePageCopy.tabs)[number]["id"];

/** The providers tab's filters: "all", "popular", "accepting". */
export type ProviderFilter = (typeof insurancePageCopy.filters)[number]["id"];

/** A provider page's tabs: "overview", "coverage", "verification", "calculator", "contact". */
export type ProviderTab = (typeof providerPageCopy.tabs)[number]["id"];
