/**
 * Plan-specific text for the three providers the spec gives detail pages (spec §2): Medicare,
 * Medicaid and Blue Cross Blue Shield. Each provider in `./providers` that has such text carries
 * it as `details`; the others get the general text of their kind of plan (`./general`).
 * Claims stay hedged where plans differ (docs/DESIGN.md: never promise coverage).
 */
import { homeboundMeaning, medicaidNotHomebound } from "../homebound";
import { siteConfig, type Phone } from "../site";

type ExternalLink = { label: string; href: string };

/** The sections of a provider page (spec §3 "Insurance provider info"). */
export type ProviderSections = {
  eligibility: readonly string[];
  coverage: readonly string[];
  homeHealthBenefits: readonly string[];
  requirements: readonly string[];
  /** Cost information: copay and coinsurance, in words. */
  copay: string;
  /** What the phone line is, e.g. "Medicare helpline". */
  phoneLabel: string;
  /** Where to find the number when there is no `phone`, or a note about it. */
  phoneNote?: string;
  /** Steps to check your own benefits. */
  howToConfirm: readonly string[];
};

/** What a plan-specific page says beyond the sections. */
export type ProviderDetails = ProviderSections & {
  /** The page's introduction (the card keeps the provider's shorter description). */
  description: string;
  /** The insurer's own line, or null when the number is on the member's card (`phoneNote`). */
  phone: Phone | null;
  tty?: Phone;
  /** Other official pages, e.g. where to apply. */
  links?: readonly ExternalLink[];
};

export const callUsToCheck = "Or call us. We can check your benefits for you, at no cost.";

/** What Medicare's home health benefit covers (also true of Medicare Advantage and TRICARE). */
export const medicareHomeHealthBenefits = [
  "Part-time or intermittent skilled nursing, care from a registered or licensed practical nurse",
  "Physical therapy to rebuild strength, balance and walking",
  "Occupational therapy to help with daily tasks like bathing and dressing",
  "Speech-language pathology for speech, thinking and swallowing",
  "Home health aide help with personal care, while you also get skilled care",
  "Medical social services to help with the social and emotional side of illness",
  "Medical supplies your care needs, like wound dressings",
] as const;

/** Original Medicare (Part A and Part B). */
export const medicareDetails = {
  description:
    "Original Medicare (Part A and Part B) covers home health care when you are homebound and need part-time skilled care that your doctor orders. Covered home health visits cost you nothing.",
  eligibility: [
    "You have Medicare Part A (hospital insurance), Part B (medical insurance) or both.",
    "You are under the care of a doctor or another allowed practitioner, such as a nurse practitioner or physician assistant.",
    `Your doctor certifies that you are ${homeboundMeaning}.`,
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
  howToConfirm: [
    "Look at your red, white and blue Medicare card: it shows whether you have Part A, Part B or both.",
    "Call the Medicare helpline, or log in at medicare.gov, to check your coverage.",
    "If you have a Medicare Advantage plan, call the member services number on your plan card instead.",
    callUsToCheck,
  ],
} as const satisfies ProviderDetails;

/** Illinois Medicaid (HFS), most often through a HealthChoice Illinois plan. */
export const medicaidDetails = {
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
    medicaidNotHomebound,
    "A face-to-face visit with your doctor or allowed practitioner related to your home care",
    "Prior approval (approval before care starts) from your HealthChoice Illinois plan is usually needed",
    "An agency that is enrolled with Illinois Medicaid and in your plan's network",
    "Your Medicaid coverage must be active on the day of each visit",
  ],
  copay: "Usually no copay for home health care with Illinois Medicaid; ask your plan to confirm.",
  // Verify before launch: 1-800-843-6154 is the IDHS Helpline (Medicaid applications and
  // cases, per hfs.illinois.gov and dhs.illinois.gov), not a number printed by this site.
  phone: { display: "1-800-843-6154", e164: "+18008436154" },
  phoneLabel: "Illinois Department of Human Services Helpline",
  phoneNote:
    "If you are in a HealthChoice Illinois plan, call the member services number on your plan card.",
  links: [{ label: "Apply for Medicaid on ABE", href: "https://abe.illinois.gov" }],
  howToConfirm: [
    "Check your HFS medical card and, if you have one, your HealthChoice Illinois plan card.",
    "Call your plan's member services number and ask about home health benefits and prior approval.",
    "Not covered yet? Apply online through ABE at abe.illinois.gov.",
    callUsToCheck,
  ],
} as const satisfies ProviderDetails;

/** Blue Cross and Blue Shield of Illinois. */
export const bcbsDetails = {
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
  howToConfirm: [
    "Call the member services number on the back of your member ID card.",
    "Ask whether your plan covers home health care, whether it needs prior authorization, and whether our agency is in network.",
    "You can also log in to your Blue Access for Members account at bcbsil.com.",
    callUsToCheck,
  ],
} as const satisfies ProviderDetails;
