/**
 * Every built static route with its SEO fields. Pages read their metadata from here and
 * `src/pages/sitemap.xml.ts` lists the same entries, so a page cannot exist without a sitemap entry.
 * Later issues add their routes here (and dynamic routes through their content modules).
 */
import { countyCountWord } from "./counties";
import { callbackWithin } from "./response-time";
import { siteConfig } from "./site";

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
  serviceLimits: {
    path: "/services/limits",
    title: "What We Provide, and Its Limits",
    description:
      "What each home health service includes and does not, how many hours Medicare allows, the counties we serve with how soon the first visit can be, and who pays.",
    changeFrequency: "yearly",
    priority: 0.7,
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
      "Answer the questions we ask to check your home health benefits and send them encrypted: we check your coverage with your insurer and call you.",
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
  about: {
    path: "/about",
    title: "About Us",
    description: `Who we are: a Medicare-certified home health agency serving ${countyCountWord} Chicago-area counties, our mission and values, answers to common questions and our map.`,
    changeFrequency: "monthly",
    priority: 0.8,
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description: `Request home health care information: call ${siteConfig.phone.display} or email us. We call back ${callbackWithin} and serve ${countyCountWord} Chicago-area counties.`,
    keywords: [
      "home health care Chicago",
      "contact home health agency",
      "Medicare home health",
      "skilled nursing at home",
      "home care Cook County",
      "request care information",
    ],
    changeFrequency: "yearly",
    priority: 0.9,
  },
  serviceAreas: {
    path: "/service-areas",
    title: "Service Areas",
    description: `We bring home health care to ${countyCountWord} counties around Chicago. Pick your county on the map to see its main cities and how soon the first visit can be.`,
    changeFrequency: "yearly",
    priority: 0.8,
  },
  refer: {
    path: "/refer",
    title: "Refer a Patient",
    description:
      "For physicians, allowed practitioners and case managers: how to refer a patient for home health care, what happens next, and our referral phone and fax.",
    changeFrequency: "monthly",
    priority: 0.8,
  },
  careers: {
    path: "/careers",
    title: "Careers",
    description:
      "Join our team of nurses, therapists and aides caring for patients at home across the Chicago area: our culture, benefits and how to apply.",
    changeFrequency: "monthly",
    priority: 0.6,
  },
  awards: {
    path: "/awards",
    title: "Awards & Recognition",
    description:
      "Awards and recognition our home health team has earned for quality of care, patient satisfaction and service to families in the Chicago area.",
    changeFrequency: "yearly",
    priority: 0.5,
  },
  certificates: {
    path: "/certificates",
    title: "Certificates & Licenses",
    description:
      "View our current certification and the certificates we have held since 2006: proof of the standards behind every home health visit we make.",
    changeFrequency: "yearly",
    priority: 0.5,
  },
  blog: {
    path: "/blog",
    title: "Home Health Care Blog",
    description:
      "Plain-language articles for patients and families on home health care, Medicare, safety at home, nutrition, therapy, chronic conditions and more.",
    changeFrequency: "weekly",
    priority: 0.8,
  },
  nondiscrimination: {
    path: "/nondiscrimination",
    title: "Notice of Nondiscrimination and Language Assistance",
    description:
      "We do not discriminate in care. Free language help, sign language interpreters and other aids are available: how to ask, and how to file a complaint.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "Our website aims to meet WCAG 2.2 AA. How we test it, the limits we know of, and how to report a barrier or get any content in another way.",
    changeFrequency: "yearly",
    priority: 0.3,
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

/**
 * Pages that are built but private: `noindex`, never in the sitemap (sitemapEntries reads
 * `pages` only) and linked from no public page. Their layout is their own (Layout's `inbox`).
 */
export const privatePages = {
  inbox: { path: "/inbox", title: "Staff inbox" },
} as const satisfies Record<string, Pick<PageEntry, "path" | "title">>;
