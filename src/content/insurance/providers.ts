/**
 * The fourteen insurance providers (spec §3), in the spec's order: one entry per provider holds
 * everything about it. The home page's partner strip, the /insurance card grid, the
 * /insurance/{provider} pages and the sitemap all read `providers`; nothing else lists them.
 *
 * Only Medicare, Medicaid and Blue Cross Blue Shield have plan-specific `details`
 * (`./provider-details`). The other eleven get an honest, general page: what is usually true for
 * their kind of `plan` (`./general`) and how to check your own benefits. The page model and the
 * lookups are in `src/lib/insurance.ts`. Over 200 lines: the fourteen entries are one list, and
 * keeping each provider's facts in one entry is the point of this file.
 */
import type { GeneralPlanKind } from "./general";
import {
  bcbsDetails,
  medicaidDetails,
  medicareDetails,
  type ProviderDetails,
} from "./provider-details";

/**
 * The kind of plan a provider sells. It decides a general page's text and the insurance type
 * the provider page's cost calculator starts with.
 */
export type PlanKind = "original-medicare" | "medicaid" | GeneralPlanKind;

type ProviderEntry = {
  id: string;
  name: string;
  /** One plain sentence (searched by the insurance page, spec §5). */
  description: string;
  /** A short phrase, e.g. "Home health, therapy, skilled nursing". */
  coverage: string;
  popular: boolean;
  acceptsNewPatients: boolean;
  /** The insurer's official website (homepage). */
  website: string;
  /** The plan's name where it differs from the company's, e.g. Centene's "Meridian". */
  planName?: string;
  /** A caveat its page shows prominently (e.g. not accepting new patients). */
  notice?: string;
  /**
   * How members get a commercial plan here, where it is not "an employer, the Health
   * Insurance Marketplace or on your own" (the general page's default).
   */
  memberVia?: string;
} &
  /** Without details, the page shows the general text of the kind of plan. */
  (
    | { plan: GeneralPlanKind; details?: undefined }
    /** Original Medicare and Medicaid have no general text: they need their own details. */
    | { plan: PlanKind; details: ProviderDetails }
  );

const blueCardNotice = (name: string, where: string) =>
  `${name} sells plans in ${where}, not in Illinois. If you have a ${name} plan, you may be able to get care here through the Blue Cross Blue Shield network. Call the number on your card, or call us, to check.`;

const entries = [
  {
    id: "medicare",
    name: "Medicare",
    description:
      "Federal health insurance for people 65 and older and for some younger people with disabilities.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
    plan: "original-medicare",
    website: "https://www.medicare.gov",
    details: medicareDetails,
  },
  {
    id: "medicaid",
    name: "Medicaid",
    description:
      "Illinois Medicaid pays for health care for people with low income; most members get it through a HealthChoice Illinois plan.",
    coverage: "Home health, therapy, medical supplies",
    popular: true,
    acceptsNewPatients: true,
    plan: "medicaid",
    website: "https://hfs.illinois.gov",
    details: medicaidDetails,
  },
  {
    id: "bcbs",
    name: "Blue Cross Blue Shield",
    description:
      "Blue Cross and Blue Shield of Illinois plans from employers, the marketplace and Medicare Advantage.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.bcbsil.com",
    details: bcbsDetails,
  },
  {
    id: "aetna",
    name: "Aetna",
    // Aetna (CVS Health) left the individual (ACA Marketplace) market after the 2025 plan year.
    description:
      "Employer and Medicare Advantage health plans from Aetna, which no longer sells individual plans in Illinois.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.aetna.com",
    memberVia: "through an employer or as a Medicare Advantage plan",
    notice:
      "Aetna no longer sells individual or family plans in Illinois: its Health Insurance Marketplace plans ended with 2025. If you had one, call us, and we will help you check the coverage you have now.",
  },
  {
    id: "cigna",
    name: "Cigna",
    description: "Employer and individual health plans from Cigna Healthcare.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.cigna.com",
  },
  {
    id: "humana",
    name: "Humana",
    description: "Medicare Advantage plans from Humana, with home health care included.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
    plan: "medicare-advantage",
    website: "https://www.humana.com",
  },
  {
    id: "united",
    name: "United Healthcare",
    description: "Employer, individual and Medicare Advantage health plans from UnitedHealthcare.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.uhc.com",
  },
  {
    id: "anthem",
    name: "Anthem",
    description:
      "Anthem Blue Cross Blue Shield plans from other states, which may work here through the Blue Cross network.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.anthem.com",
    notice: blueCardNotice("Anthem", "other states"),
  },
  {
    id: "kaiser",
    name: "Kaiser Permanente",
    description:
      "Kaiser Permanente runs health plans in other states, and we are not taking new Kaiser patients.",
    coverage: "Not accepting new patients",
    popular: false,
    acceptsNewPatients: false,
    plan: "out-of-area",
    website: "https://www.kp.org",
    notice:
      "We are not able to take new patients with Kaiser Permanente coverage. Kaiser Permanente does not run health plans in Illinois. Please call us: we can talk through your options.",
  },
  {
    id: "tricare",
    name: "TRICARE",
    description:
      "The health program for active-duty and retired service members, the National Guard and Reserve, and their families.",
    coverage: "Home health, therapy, skilled nursing",
    popular: false,
    acceptsNewPatients: true,
    plan: "military",
    website: "https://www.tricare.mil",
  },
  {
    id: "centene",
    name: "Centene",
    description:
      "Centene runs Meridian, a HealthChoice Illinois Medicaid plan, and other Illinois health plans.",
    coverage: "Home health and therapy, with approval",
    popular: false,
    acceptsNewPatients: true,
    plan: "medicaid-managed-care",
    website: "https://www.centene.com",
    planName: "Meridian, Centene's HealthChoice Illinois plan",
  },
  {
    id: "molina",
    name: "Molina Healthcare",
    description:
      "Molina Healthcare of Illinois offers Medicaid plans through HealthChoice Illinois, and Medicare plans.",
    coverage: "Home health and therapy, with approval",
    popular: false,
    acceptsNewPatients: true,
    plan: "medicaid-managed-care",
    website: "https://www.molinahealthcare.com",
    planName: "Molina Healthcare of Illinois",
  },
  {
    id: "wellcare",
    name: "WellCare",
    description: "Medicare Advantage and prescription drug plans from Wellcare, a Centene company.",
    coverage: "Home health, therapy, skilled nursing",
    popular: false,
    acceptsNewPatients: true,
    plan: "medicare-advantage",
    website: "https://www.wellcare.com",
  },
  {
    id: "independence",
    name: "Independence Blue Cross",
    description:
      "Philadelphia-area Blue Cross plans, which may work here through the Blue Cross network.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
    plan: "commercial",
    website: "https://www.ibx.com",
    notice: blueCardNotice("Independence Blue Cross", "the Philadelphia area"),
  },
] as const satisfies readonly ProviderEntry[];

/** Route ids, in the spec's order: "medicare", "medicaid", "bcbs", ... */
export type ProviderId = (typeof entries)[number]["id"];

export type ProviderLogo = `/partners/${ProviderId}.svg`;

export type InsuranceProvider = ProviderEntry & {
  id: ProviderId;
  /** A logo under /public/partners (every provider has one). */
  logo: ProviderLogo;
};

/** The fourteen providers, in the spec's order. */
export const providers: readonly InsuranceProvider[] = entries.map((entry) => ({
  ...entry,
  logo: `/partners/${entry.id}.svg`,
}));

export const providerPath = (id: ProviderId) => `/insurance/${id}` as const;

/** SEO text of a provider page (`src/lib/insurance.ts` builds its page entry). */
export const providerPageSeo = {
  title: (name: string) => `${name} Home Health Coverage`,
  description: (name: string, acceptsNewPatients: boolean) =>
    acceptsNewPatients
      ? `How ${name} covers home health care in the Chicago area: who qualifies, what is covered, what you may pay and how to check.`
      : `${name} coverage and home health care in the Chicago area: we are not taking new ${name} patients. Call us about your options.`,
};
