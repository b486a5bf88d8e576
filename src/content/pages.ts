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
