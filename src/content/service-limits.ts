/**
 * Copy of the services-and-limits page (/services/limits). Since 1 January 2025 a Medicare
 * home health agency must make accurate information about the services it offers and their
 * limits public, and review it at least once a year (42 CFR 484.105(i)).
 *
 * General Medicare rules are written here as facts (sources in the comments). What this
 * agency does or does not do is marked with `placeholder()` until the agency confirms it.
 * The ten services' entries are in `service-limits-services.ts`; the counties and response
 * times come from `counties.ts`.
 */
import { placeholder, type Fact } from "@/shared/placeholder";

/**
 * When the agency last reviewed this page (YYYY-MM-DD). Shown as `<time data-last-reviewed>`;
 * the launch check fails when it is more than a year old.
 */
export const lastReviewed: Fact<string> = placeholder(
  "service-limits.last-reviewed",
  "2026-11-24",
  "The date the agency last reviewed the services-and-limits page (at least once a year, 42 CFR 484.105(i)).",
);

type TextLink = { label: string; href: string };

export const serviceLimitsCopy = {
  /** The breadcrumb's last crumb (Home > Services > ...). */
  crumb: "Services and Limits",
  eyebrow: "Services and limits",
  title: "What We Provide, and Its Limits",
  description:
    "Before you or a patient you refer starts care, know what each service includes, what it does not, where we go and who pays. Medicare asks every home health agency to publish this and to review it at least once a year.",
  reviewedLabel: "Last reviewed:",
  askLead: "Questions about what we can do for you or a patient you refer? Call us at",
  rules: {
    title: "Rules for all home health care",
    description:
      "These are Medicare's rules for home health care. Medicaid and private plans have their own rules, often close to these.",
    items: [
      // Medicare Benefit Policy Manual (MBPM) ch. 7 §30.1.1 and §30.5; 42 CFR 424.22(a)(1)(v).
      "Your doctor, or a nurse practitioner or physician assistant, orders your care and signs your care plan, after seeing you in person or by video in the 90 days before care starts or the 30 days after.",
      // MBPM ch. 7 §30.1.1: both criteria.
      "For Medicare, you must be homebound. Both must be true: leaving home needs help from another person, a device such as a walker or wheelchair, or special transport, or your doctor advises against it; and leaving home takes a considerable and taxing effort.",
      // MBPM ch. 7 §50.7 (part-time or intermittent).
      "Care is part-time or intermittent: nursing and aide care together for fewer than 8 hours a day and 28 hours or fewer a week. In some cases Medicare allows up to 35 hours a week, decided case by case.",
      // Medicare.gov, "Home health services": what Medicare doesn't cover.
      "Medicare does not pay for care at home 24 hours a day, meals delivered to your home, or shopping, cleaning and laundry that are not part of your care plan.",
      // Medicare.gov, "Home health services"; MBPM ch. 7 §50.2.
      "Medicare does not pay for help with bathing, dressing or using the bathroom when that is the only care you need.",
    ],
  },
  services: {
    title: "What each service includes, and what it does not",
    includes: "Includes",
    excludes: "Does not include",
    pays: "Who pays",
    more: (title: string) => `More about ${title}`,
  },
  areas: {
    title: "Where we go, and how soon",
    description:
      "We provide care only in these counties. The first visit can be within the time shown for each.",
    countyHeader: "County",
    timeHeader: "First visit",
    outside:
      "If you live outside these counties, we cannot come to your home. Medicare's Care Compare lists the home health agencies that serve your ZIP code.",
    careCompare: {
      label: "Find a home health agency on Medicare Care Compare",
      href: "https://www.medicare.gov/care-compare/?providerType=HomeHealth",
    },
    map: { label: "See the areas we serve on a map", href: "/service-areas" } satisfies TextLink,
  },
  payers: {
    title: "Who pays",
    items: [
      {
        name: "Original Medicare",
        // Medicare.gov, "Home health services": $0 for covered home health services; 20% for DME.
        text: "You pay nothing for covered home health visits. For medical equipment, such as a walker or hospital bed, you pay 20% of the Medicare-approved amount after the Part B deductible.",
      },
      {
        name: "Medicare Advantage",
        text: "Your plan covers at least what Original Medicare covers, but it may ask for approval first, use its own network of agencies and charge a copay. Your plan's documents say which.",
      },
      {
        name: "Illinois Medicaid",
        text: "Medicaid covers home health care your doctor orders. Your Medicaid health plan may need to approve it first.",
      },
      {
        name: "Private insurance",
        text: "Plans differ in what they cover, how many visits and what you pay. We check with your plan before care begins.",
      },
      {
        name: "Paying yourself",
        text: "Homemaker and companion care is not medical care, so most families pay for it themselves. Long-term care insurance, veterans' benefits or Illinois programs for older adults may help.",
      },
    ],
    plans: { label: "See the insurance plans we accept", href: "/insurance" } satisfies TextLink,
  },
  /** When we cannot accept a referral, besides the county and Medicare rules above. */
  referral: {
    title: "If we cannot accept a referral",
    refer: { label: "How to refer a patient", href: "/refer" } satisfies TextLink,
    text: placeholder(
      "service-limits.referral-answer",
      "If we cannot start care when you need it, or a patient needs more than we can give, we say so the same working day, so you can find another agency in time.",
      "How soon and how the agency tells a patient or case manager that it cannot accept a referral.",
    ),
  },
  languages: placeholder(
    "service-limits.languages",
    "Our staff speak English and Spanish. For any other language, a free interpreter joins your visits by phone.",
    "The languages the agency's staff speak with patients, and how interpreters join visits.",
  ),
} as const;
