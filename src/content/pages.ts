/**
 * Every built static route with its SEO fields. Pages read their metadata from here and
 * `app/sitemap.ts` lists the same entries, so a page cannot exist without a sitemap entry.
 * Later issues add their routes here (and dynamic routes through their content modules).
 */

export type PageEntry = {
  path: `/${string}`;
  /** Page title; the root layout appends " | {site name}" unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  /** 50 to 160 characters: checked by a unit test. */
  description: string;
  keywords?: readonly string[];
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
};

export const pages = {
  home: {
    path: "/",
    title: "Beyond Care Home Health | Home Health Care in Chicago & Suburbs",
    absoluteTitle: true,
    description:
      "Medicare-certified home health care across the Chicago metro area: skilled nursing, therapy, home health aides and more, at home.",
    changeFrequency: "weekly",
    priority: 1,
  },
  services: {
    path: "/services",
    title: "Home Health Care Services",
    description:
      "Skilled nursing, physical, occupational and speech therapy, home health aides, palliative and infusion care, delivered at home in the Chicago area.",
    changeFrequency: "monthly",
    priority: 0.9,
  },
  insurance: {
    path: "/insurance",
    title: "Insurance Plans We Accept",
    description:
      "Medicare, Medicaid, Blue Cross Blue Shield and more: see the plans we work with and get help checking your home health coverage.",
    changeFrequency: "monthly",
    priority: 0.9,
  },
  insuranceVerify: {
    path: "/insurance/verify",
    title: "Verify Your Insurance Coverage",
    description:
      "Send us your insurance details and we will check your home health benefits, prior authorization needs and costs before care begins.",
    changeFrequency: "yearly",
    priority: 0.7,
  },
  insuranceCalculator: {
    path: "/insurance/calculator",
    title: "Home Health Cost Calculator",
    description:
      "Estimate what you may pay for home health visits with Medicare, Medicaid or private insurance. Your plan decides the final cost.",
    changeFrequency: "yearly",
    priority: 0.6,
  },
  hipaaNotice: {
    path: "/hipaa-notice",
    title: "HIPAA Notice of Privacy Practices",
    description:
      "How we may use and share your health information, your rights under HIPAA, and how to reach our privacy officer or file a complaint.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "What information our website collects, how we use and protect it, your choices and opt-out rights, and how to contact us about privacy.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;
