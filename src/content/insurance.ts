/**
 * The fourteen insurance providers (spec §3) and what their pages say about home health
 * coverage. The home page's partner strip, the /insurance card grid and the
 * /insurance/{provider} pages all read `providers`; nothing else lists their names.
 *
 * Only Medicare, Medicaid and Blue Cross Blue Shield have plan-specific detail
 * (`providerInfo`). The other eleven get an honest, general page (`providerGeneralInfo`):
 * what is usually true for that kind of plan and how to check your own benefits.
 * Claims stay general and hedged where plans differ (docs/DESIGN.md: never promise coverage).
 */
import type { PageEntry } from "./pages";
import { siteConfig, type Phone } from "./site";

/* ------------------------------------------------------------------ Providers */

/** Route ids, in the spec's order (spec §3). */
export const providerIds = [
  "medicare",
  "medicaid",
  "bcbs",
  "aetna",
  "cigna",
  "humana",
  "united",
  "anthem",
  "kaiser",
  "tricare",
  "centene",
  "molina",
  "wellcare",
  "independence",
] as const;

export type ProviderId = (typeof providerIds)[number];

export type ProviderLogo = `/partners/${ProviderId}.svg`;

/** "/partners/medicare.svg": every provider's logo file (the files exist under /public). */
export const providerLogo = <Id extends ProviderId>(id: Id) => `/partners/${id}.svg` as const;

export type InsuranceProvider = {
  id: ProviderId;
  name: string;
  /** A logo under /public/partners. */
  logo: ProviderLogo;
  /** One plain sentence (searched by the insurance page, spec §5). */
  description: string;
  /** A short phrase, e.g. "Home health, therapy, skilled nursing". */
  coverage: string;
  popular: boolean;
  acceptsNewPatients: boolean;
};

const providerData = {
  medicare: {
    name: "Medicare",
    description:
      "Federal health insurance for people 65 and older and for some younger people with disabilities.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
  },
  medicaid: {
    name: "Medicaid",
    description:
      "Illinois Medicaid pays for health care for people with low income; most members get it through a HealthChoice Illinois plan.",
    coverage: "Home health, therapy, medical supplies",
    popular: true,
    acceptsNewPatients: true,
  },
  bcbs: {
    name: "Blue Cross Blue Shield",
    description:
      "Blue Cross and Blue Shield of Illinois plans from employers, the marketplace and Medicare Advantage.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
  },
  aetna: {
    name: "Aetna",
    description: "Employer, individual and Medicare Advantage health plans from Aetna.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
  },
  cigna: {
    name: "Cigna",
    description: "Employer and individual health plans from Cigna Healthcare.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
  },
  humana: {
    name: "Humana",
    description: "Medicare Advantage plans from Humana, with home health care included.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
  },
  united: {
    name: "United Healthcare",
    description: "Employer, individual and Medicare Advantage health plans from UnitedHealthcare.",
    coverage: "Home health, therapy, skilled nursing",
    popular: true,
    acceptsNewPatients: true,
  },
  anthem: {
    name: "Anthem",
    description:
      "Anthem Blue Cross Blue Shield plans from other states, which may work here through the Blue Cross network.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
  },
  kaiser: {
    name: "Kaiser Permanente",
    description:
      "Kaiser Permanente runs health plans in other states, and we are not taking new Kaiser patients.",
    coverage: "Not accepting new patients",
    popular: false,
    acceptsNewPatients: false,
  },
  tricare: {
    name: "TRICARE",
    description:
      "The health program for active-duty and retired service members, the National Guard and Reserve, and their families.",
    coverage: "Home health, therapy, skilled nursing",
    popular: false,
    acceptsNewPatients: true,
  },
  centene: {
    name: "Centene",
    description:
      "Centene runs Meridian, a HealthChoice Illinois Medicaid plan, and other Illinois health plans.",
    coverage: "Home health and therapy, with approval",
    popular: false,
    acceptsNewPatients: true,
  },
  molina: {
    name: "Molina Healthcare",
    description:
      "Molina Healthcare of Illinois offers Medicaid plans through HealthChoice Illinois, and Medicare plans.",
    coverage: "Home health and therapy, with approval",
    popular: false,
    acceptsNewPatients: true,
  },
  wellcare: {
    name: "WellCare",
    description: "Medicare Advantage and prescription drug plans from Wellcare, a Centene company.",
    coverage: "Home health, therapy, skilled nursing",
    popular: false,
    acceptsNewPatients: true,
  },
  independence: {
    name: "Independence Blue Cross",
    description:
      "Philadelphia-area Blue Cross plans, which may work here through the Blue Cross network.",
    coverage: "Home health and therapy, by plan",
    popular: false,
    acceptsNewPatients: true,
  },
} as const satisfies Record<ProviderId, Omit<InsuranceProvider, "id" | "logo">>;

/** The fourteen providers, in the spec's order. */
export const providers: readonly InsuranceProvider[] = providerIds.map((id) => ({
  id,
  logo: providerLogo(id),
  ...providerData[id],
}));

export function isProviderId(id: string): id is ProviderId {
  return providerIds.some((providerId) => providerId === id);
}

/** The provider with this route id, or undefined for an unknown id. */
export function getProvider(id: string): InsuranceProvider | undefined {
  return providers.find((provider) => provider.id === id);
}

export const providerPath = (id: ProviderId) => `/insurance/${id}` as const;

/* ------------------------------------------------------------------ Provider pages */

export type ExternalLink = { label: string; href: string };

/** What a provider page shows (spec §3 "Insurance provider info"), for every provider. */
export type ProviderInfo = {
  name: string;
  logo: ProviderLogo;
  description: string;
  eligibility: readonly string[];
  coverage: readonly string[];
  homeHealthBenefits: readonly string[];
  requirements: readonly string[];
  /** Cost information: copay and coinsurance, in words. */
  copay: string;
  /** The insurer's own line, or null when the number is on the member's card (see `phoneNote`). */
  phone: Phone | null;
  /** What the phone line is, e.g. "Medicare helpline". */
  phoneLabel: string;
  tty?: Phone;
  /** Where to find the number when `phone` is null, or a note about it. */
  phoneNote?: string;
  /** The insurer's official website. */
  website: string;
  /** Other official pages, e.g. where to apply. */
  links?: readonly ExternalLink[];
  /** Steps to check your own benefits. */
  howToConfirm: readonly string[];
  /**
   * "specific": facts about this program. "general": what is usually true for this kind of
   * plan; the page should say the visitor's own plan decides.
   */
  detail: "specific" | "general";
  /** A caveat to show prominently (e.g. not accepting new patients). */
  notice?: string;
};

const callUsToCheck = "Or call us. We can check your benefits for you, at no cost.";

const medicareHomeHealthBenefits = [
  "Part-time or intermittent skilled nursing, care from a registered or licensed practical nurse",
  "Physical therapy to rebuild strength, balance and walking",
  "Occupational therapy to help with daily tasks like bathing and dressing",
  "Speech-language pathology for speech, thinking and swallowing",
  "Home health aide help with personal care, while you also get skilled care",
  "Medical social services to help with the social and emotional side of illness",
  "Medical supplies your care needs, like wound dressings",
] as const;

/** Plan-specific detail for the three providers the spec gives detail pages (spec §2). */
export const providerInfo = {
  medicare: {
    name: providerData.medicare.name,
    logo: providerLogo("medicare"),
    description:
      "Original Medicare (Part A and Part B) covers home health care when you are homebound and need part-time skilled care that your doctor orders. Covered home health visits cost you nothing.",
    eligibility: [
      "You have Medicare Part A (hospital insurance), Part B (medical insurance) or both.",
      "You are under the care of a doctor or another allowed practitioner, such as a nurse practitioner or physician assistant.",
      "Your doctor certifies that you are homebound: leaving home takes a great deal of effort, or you need help, a device like a walker, or special transport to leave.",
      "You need part-time or intermittent skilled nursing, physical therapy, speech-language pathology or continued occupational therapy.",
      "You had a face-to-face visit with your doctor or allowed practitioner about the reason you need home care.",
    ],
    coverage: [
      "Part-time or intermittent skilled nursing care",
      "Physical therapy, occupational therapy and speech-language pathology",
      "Part-time home health aide care, while you also get skilled care",
      "Medical social services",
      "Medical supplies for use at home",
      "Durable medical equipment, like a walker, wheelchair or hospital bed (under Part B)",
    ],
    homeHealthBenefits: medicareHomeHealthBenefits,
    requirements: [
      "An order from your doctor or allowed practitioner, and a plan of care they review regularly",
      "Certification that you are homebound",
      "A need for intermittent skilled nursing or therapy",
      "A face-to-face visit related to your home care, usually within 90 days before or 30 days after care starts",
      "Care from a Medicare-certified home health agency, like ours",
      "If you have a Medicare Advantage plan, your plan's rules also apply, such as prior approval and in-network agencies",
    ],
    copay:
      "You pay $0 for covered home health visits. There is no deductible and no coinsurance for home health services. For durable medical equipment, you usually pay 20% of the Medicare-approved amount (Part B coinsurance) after the Part B deductible. Before care starts, we tell you in writing about any item or service Medicare may not pay for.",
    phone: siteConfig.medicare.helpline,
    phoneLabel: "Medicare helpline (1-800-MEDICARE)",
    tty: siteConfig.medicare.tty,
    website: "https://www.medicare.gov",
    howToConfirm: [
      "Look at your red, white and blue Medicare card: it shows whether you have Part A, Part B or both.",
      "Call the Medicare helpline, or log in at medicare.gov, to check your coverage.",
      "If you have a Medicare Advantage plan, call the member services number on your plan card instead.",
      callUsToCheck,
    ],
    detail: "specific",
  },
  medicaid: {
    name: providerData.medicaid.name,
    logo: providerLogo("medicaid"),
    description:
      "Illinois Medicaid is run by the Illinois Department of Healthcare and Family Services (HFS). It covers home health care that your doctor orders when it is medically necessary. Most members get their benefits through a HealthChoice Illinois managed care plan.",
    eligibility: [
      "You live in Illinois and meet the program's citizenship or immigration rules.",
      "Your household income is within the program's limits. For most adults aged 19 to 64, the limit is 138% of the federal poverty level.",
      "Children, pregnant people, adults 65 and older and people with disabilities have their own income limits, and some programs also count savings and other assets.",
      "You apply through ABE (Application for Benefits Eligibility) at abe.illinois.gov, by phone, or at a local Illinois Department of Human Services (IDHS) office.",
      "You renew your coverage each year when the state sends you a renewal notice.",
    ],
    coverage: [
      "Doctor visits and hospital care",
      "Home health care when medically necessary",
      "Physical, occupational and speech therapy",
      "Prescription drugs",
      "Medical supplies and equipment, with approval",
      "Mental health and substance use services",
    ],
    homeHealthBenefits: [
      "Skilled nursing visits, care from a registered or licensed practical nurse",
      "Physical, occupational and speech therapy at home",
      "Home health aide visits as part of your care plan",
      "Medical supplies your care needs",
      "Medical equipment, like a walker or hospital bed, when approved",
    ],
    requirements: [
      "An order from your doctor or allowed practitioner, and a plan of care",
      "The care must be medically necessary",
      "A face-to-face visit with your doctor or allowed practitioner related to your home care",
      "Prior approval (approval before care starts) from your HealthChoice Illinois plan is usually needed",
      "An agency that is enrolled with Illinois Medicaid and in your plan's network",
      "Your Medicaid coverage must be active on the day of each visit",
    ],
    copay:
      "Usually no copay for home health care with Illinois Medicaid; ask your plan to confirm.",
    // Verify before launch: 1-800-843-6154 is the IDHS Helpline (Medicaid applications and
    // cases, per hfs.illinois.gov and dhs.illinois.gov), not a number printed by this site.
    phone: { display: "1-800-843-6154", e164: "+18008436154" },
    phoneLabel: "Illinois Department of Human Services Helpline",
    phoneNote:
      "If you are in a HealthChoice Illinois plan, call the member services number on your plan card.",
    website: "https://hfs.illinois.gov",
    links: [{ label: "Apply for Medicaid on ABE", href: "https://abe.illinois.gov" }],
    howToConfirm: [
      "Check your HFS medical card and, if you have one, your HealthChoice Illinois plan card.",
      "Call your plan's member services number and ask about home health benefits and prior approval.",
      "Not covered yet? Apply online through ABE at abe.illinois.gov.",
      callUsToCheck,
    ],
    detail: "specific",
  },
  bcbs: {
    name: providerData.bcbs.name,
    logo: providerLogo("bcbs"),
    description:
      "Blue Cross and Blue Shield of Illinois offers employer, individual, Medicare Advantage and Medicaid plans. Most plans cover home health care that your doctor orders, but the details depend on your plan.",
    eligibility: [
      "You are a member of a Blue Cross and Blue Shield of Illinois plan, or of a Blue plan from another state that works here through the Blue Cross network.",
      "Your plan includes home health benefits. Most do, but limits differ.",
      "Your doctor orders home health care and says it is medically necessary.",
      "Some plans, especially Medicare Advantage plans, also ask that you be homebound.",
    ],
    coverage: [
      "Doctor visits and hospital care",
      "Preventive care",
      "Home health care when medically necessary",
      "Physical, occupational and speech therapy",
      "Durable medical equipment and supplies, by plan",
      "Prescription drugs, on most plans",
    ],
    homeHealthBenefits: [
      "Skilled nursing visits",
      "Physical, occupational and speech therapy at home",
      "Home health aide care as part of a skilled care plan, on many plans",
      "Wound care and teaching about your condition and medicines",
      "Infusion therapy at home, on many plans",
      "Medical social services, on some plans",
    ],
    requirements: [
      "An order from your doctor and a written plan of care",
      "Prior authorization (approval from the plan before care starts) is often required",
      "An in-network home health agency; out-of-network care may cost more or not be covered",
      "The care must be medically necessary",
      "Some plans limit the number of home health visits each year",
    ],
    copay:
      "It depends on your plan. You may pay a deductible, a copay for each visit or a share of the cost (coinsurance) until you reach your out-of-pocket maximum. We can check your benefits and explain your costs before care starts.",
    phone: null,
    phoneLabel: "Blue Cross and Blue Shield of Illinois member services",
    phoneNote: "Call the member services number on the back of your member ID card.",
    website: "https://www.bcbsil.com",
    howToConfirm: [
      "Call the member services number on the back of your member ID card.",
      "Ask whether your plan covers home health care, whether it needs prior authorization, and whether our agency is in network.",
      "You can also log in to your Blue Access for Members account at bcbsil.com.",
      callUsToCheck,
    ],
    detail: "specific",
  },
} as const satisfies Record<"medicare" | "medicaid" | "bcbs", ProviderInfo>;

export type DetailedProviderId = keyof typeof providerInfo;

export function hasProviderInfo(id: ProviderId): id is DetailedProviderId {
  return Object.hasOwn(providerInfo, id);
}

/* ------------------------------------------------------------------ General pages */

type PlanKind =
  "commercial" | "medicare-advantage" | "medicaid-managed-care" | "military" | "out-of-area";

type GeneralProfile = {
  kind: PlanKind;
  website: string;
  /** The plan's name where it differs from the company's, e.g. Centene's "Meridian". */
  planName?: string;
  notice?: string;
};

const blueCardNotice = (name: string, where: string) =>
  `${name} sells plans in ${where}, not in Illinois. If you have a ${name} plan, you may be able to get care here through the Blue Cross Blue Shield network. Call the number on your card, or call us, to check.`;

/** How each of the other eleven providers is described (official homepages only). */
const generalProfiles = {
  aetna: { kind: "commercial", website: "https://www.aetna.com" },
  cigna: { kind: "commercial", website: "https://www.cigna.com" },
  humana: { kind: "medicare-advantage", website: "https://www.humana.com" },
  united: { kind: "commercial", website: "https://www.uhc.com" },
  anthem: {
    kind: "commercial",
    website: "https://www.anthem.com",
    notice: blueCardNotice("Anthem", "other states"),
  },
  kaiser: {
    kind: "out-of-area",
    website: "https://www.kp.org",
    notice:
      "We are not able to take new patients with Kaiser Permanente coverage. Kaiser Permanente does not run health plans in Illinois. Please call us: we can talk through your options.",
  },
  tricare: { kind: "military", website: "https://www.tricare.mil" },
  centene: {
    kind: "medicaid-managed-care",
    website: "https://www.centene.com",
    planName: "Meridian, Centene's HealthChoice Illinois plan",
  },
  molina: {
    kind: "medicaid-managed-care",
    website: "https://www.molinahealthcare.com",
    planName: "Molina Healthcare of Illinois",
  },
  wellcare: { kind: "medicare-advantage", website: "https://www.wellcare.com" },
  independence: {
    kind: "commercial",
    website: "https://www.ibx.com",
    notice: blueCardNotice("Independence Blue Cross", "the Philadelphia area"),
  },
} as const satisfies Record<Exclude<ProviderId, DetailedProviderId>, GeneralProfile>;

const memberCardNote = "Call the member services number on the back of your insurance card.";

type GeneralSections = Pick<
  ProviderInfo,
  "eligibility" | "coverage" | "homeHealthBenefits" | "requirements" | "copay" | "howToConfirm"
> & { phoneNote: string };

const askYourPlan = (plan: string) => [
  `Call the member services number on your ${plan} card.`,
  "Ask whether your plan covers home health care, and which services and how many visits.",
  "Ask whether you need prior authorization (approval before care starts) and a referral.",
  "Ask whether our agency is in your plan's network.",
  callUsToCheck,
];

function generalSections(kind: PlanKind, name: string, planName: string): GeneralSections {
  switch (kind) {
    case "commercial":
      return {
        eligibility: [
          `You are a member of a ${planName} plan, through an employer, the Health Insurance Marketplace or on your own.`,
          "Your plan includes home health benefits. Most plans do, but the details vary.",
          "Your doctor orders home health care and says it is medically necessary.",
          "Some plans also ask that you be homebound, which means leaving home takes a great deal of effort.",
        ],
        coverage: [
          "Doctor visits and hospital care",
          "Home health care when medically necessary",
          "Physical, occupational and speech therapy",
          "Medical equipment and supplies, depending on the plan",
          "Prescription drugs, on most plans",
        ],
        homeHealthBenefits: [
          "Skilled nursing visits",
          "Physical, occupational and speech therapy at home",
          "Home health aide care as part of a skilled care plan, on many plans",
          "Infusion therapy at home, on many plans",
          "Medical social services, on some plans",
        ],
        requirements: [
          "An order from your doctor and a written plan of care",
          "Prior authorization (approval from the plan before care starts) is often required",
          "An in-network agency; out-of-network care may cost more or not be covered",
          "Some plans limit the number of home health visits each year",
          `If you have a ${planName} Medicare Advantage plan, Medicare's home health rules apply too`,
        ],
        copay:
          "It depends on your plan. You may pay a deductible, a copay for each visit or a share of the cost (coinsurance). Ask your plan, or let us check for you.",
        howToConfirm: askYourPlan(name),
        phoneNote: memberCardNote,
      };
    case "medicare-advantage":
      return {
        eligibility: [
          `You have Medicare Part A and Part B and are enrolled in a ${planName} Medicare Advantage plan.`,
          "Your doctor orders home health care and certifies that you are homebound, which means leaving home takes a great deal of effort.",
          "You need part-time or intermittent skilled nursing or therapy.",
        ],
        coverage: [
          "Everything Original Medicare covers, including home health care",
          "Prescription drugs, on most plans",
          "Extra benefits on many plans, such as dental, vision or hearing",
          "A yearly limit on what you pay out of pocket",
        ],
        homeHealthBenefits: medicareHomeHealthBenefits,
        requirements: [
          "An order from your doctor and a plan of care",
          "Homebound status and a need for skilled care, as with Original Medicare",
          "Prior authorization (approval from the plan before care starts) is often required",
          "Most plans ask you to use an in-network agency",
        ],
        copay:
          "Many Medicare Advantage plans charge no copay for covered home health visits, but some do. Check your plan's Evidence of Coverage, or let us check for you.",
        howToConfirm: askYourPlan(name),
        phoneNote: memberCardNote,
      };
    case "medicaid-managed-care":
      return {
        eligibility: [
          `You have Illinois Medicaid and are enrolled in ${planName} through HealthChoice Illinois.`,
          "Your Medicaid coverage is active. Renew it each year when the state sends you a notice.",
          "Your doctor orders home health care and says it is medically necessary.",
        ],
        coverage: [
          "Doctor visits, hospital care and prescriptions",
          "Home health care when medically necessary",
          "Physical, occupational and speech therapy",
          "Medical supplies and equipment, with approval",
          "Help from a care coordinator",
        ],
        homeHealthBenefits: [
          "Skilled nursing visits",
          "Physical, occupational and speech therapy at home",
          "Home health aide visits as part of your care plan",
          "Medical supplies your care needs",
        ],
        requirements: [
          "An order from your doctor and a plan of care",
          "Prior authorization from the plan is usually required",
          "An agency in the plan's network",
          "Your Medicaid coverage must be active on the day of each visit",
        ],
        copay: "Usually no copay for home health care; ask your plan to confirm.",
        howToConfirm: askYourPlan(name),
        phoneNote: memberCardNote,
      };
    case "military":
      return {
        eligibility: [
          "You are an active-duty or retired service member, a National Guard or Reserve member, or a family member enrolled in TRICARE.",
          "Your doctor orders home health care, and you are homebound, which means leaving home takes a great deal of effort.",
          "You need part-time or intermittent skilled nursing or therapy.",
          "If you also have Medicare (TRICARE For Life), Medicare usually pays first for home health care.",
        ],
        coverage: [
          "Doctor visits and hospital care",
          "Home health care when medically necessary",
          "Physical, occupational and speech therapy",
          "Prescription drugs",
          "Durable medical equipment",
        ],
        homeHealthBenefits: medicareHomeHealthBenefits,
        requirements: [
          "An order from your doctor and a plan of care",
          "Homebound status and a need for skilled care",
          "A referral or prior authorization, depending on your TRICARE plan",
          "A TRICARE-authorized, Medicare-certified home health agency",
        ],
        copay:
          "It depends on your TRICARE plan and on whether you are active duty, retired or a family member. Ask TRICARE, or let us check for you.",
        howToConfirm: [
          "Find your regional TRICARE contractor's phone number at tricare.mil.",
          "Ask whether your home health care needs a referral or prior authorization.",
          "If you have TRICARE For Life, check your Medicare coverage too.",
          callUsToCheck,
        ],
        phoneNote: "Find your regional TRICARE contractor's phone number at tricare.mil.",
      };
    case "out-of-area":
      return {
        eligibility: [
          `${planName} health plans are offered in other states, not in Illinois.`,
          `We are not able to take new patients with ${planName} coverage.`,
          "If you have other insurance, such as Medicare or Medicaid, we may be able to care for you under that plan.",
        ],
        coverage: [
          `${planName} plans usually cover care from their own doctors and facilities`,
          "Care outside the plan's home area is often limited to emergencies and urgent care",
        ],
        homeHealthBenefits: [
          `${planName} members usually get home health care through the plan's own network in their home area`,
        ],
        requirements: [
          `Ask ${planName} member services about care while you are in Illinois`,
          "Call us to talk about other ways to get care at home",
        ],
        copay: `It depends on your ${planName} plan. Ask ${planName} member services.`,
        howToConfirm: [
          `Call the member services number on your ${planName} card.`,
          "Ask what your plan covers while you are in Illinois.",
          "Call us to talk through your options.",
        ],
        phoneNote: memberCardNote,
      };
  }
}

function isGeneralProviderId(id: ProviderId): id is keyof typeof generalProfiles {
  return Object.hasOwn(generalProfiles, id);
}

/**
 * An honest, general page model for a provider without plan-specific detail: what is usually
 * true for its kind of plan, and how to check your own benefits. For Medicare, Medicaid and
 * Blue Cross Blue Shield it returns their specific `providerInfo`.
 */
export function providerGeneralInfo(provider: InsuranceProvider): ProviderInfo {
  if (!isGeneralProviderId(provider.id)) return providerInfo[provider.id];
  const profile: GeneralProfile = generalProfiles[provider.id];
  const sections = generalSections(profile.kind, provider.name, profile.planName ?? provider.name);
  return {
    name: provider.name,
    logo: provider.logo,
    description: provider.description,
    ...sections,
    phone: null,
    phoneLabel: `${provider.name} member services`,
    website: profile.website,
    detail: "general",
    ...(profile.notice ? { notice: profile.notice } : {}),
  };
}

/** The page model of any provider: specific detail where it exists, otherwise general. */
export function getProviderInfo(provider: InsuranceProvider): ProviderInfo {
  return hasProviderInfo(provider.id) ? providerInfo[provider.id] : providerGeneralInfo(provider);
}

/** SEO fields of a provider page; the sitemap adds these dynamic routes itself. */
export function providerPage(provider: InsuranceProvider): PageEntry {
  const description = provider.acceptsNewPatients
    ? `How ${provider.name} covers home health care in the Chicago area: who qualifies, what is covered, what you may pay and how to check.`
    : `${provider.name} coverage and home health care in the Chicago area: we are not taking new ${provider.name} patients. Call us about your options.`;
  return {
    path: providerPath(provider.id),
    title: `${provider.name} Home Health Coverage`,
    description,
    changeFrequency: "monthly",
    priority: hasProviderInfo(provider.id) ? 0.7 : 0.5,
  };
}

/** The calculator's insurance type to start with on each provider's page. */
export const calculatorInsuranceType = {
  medicare: "medicare",
  medicaid: "medicaid",
  bcbs: "commercial",
  aetna: "commercial",
  cigna: "commercial",
  humana: "medicare-advantage",
  united: "commercial",
  anthem: "commercial",
  kaiser: "commercial",
  tricare: "commercial",
  centene: "medicaid",
  molina: "medicaid",
  wellcare: "medicare-advantage",
  independence: "commercial",
} as const satisfies Record<
  ProviderId,
  "medicare" | "medicaid" | "commercial" | "medicare-advantage"
>;
