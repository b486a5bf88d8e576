/**
 * The general text of the eleven provider pages without plan-specific detail, one version per
 * kind of plan (each provider in `./providers` names its kind). Claims stay general and hedged:
 * the visitor's own plan decides (docs/DESIGN.md: never promise coverage). The words are
 * `GeneralWords`: English here, Spanish in `../es/insurance/general.ts`; `generalSectionsIn`
 * puts them together the same way for both.
 */
import {
  callUsToCheck,
  medicareHomeHealthBenefits,
  type ProviderSections,
} from "./provider-details";
import { homeboundMeaning, medicaidNotHomebound } from "../homebound";

/** The kinds of plan that get a general page. */
export type GeneralPlanKind =
  "commercial" | "medicare-advantage" | "medicaid-managed-care" | "military" | "out-of-area";

/** What a kind of plan's text may name: the plan, and how members get a commercial one. */
type PlanWords = { planName: string; memberVia: string };

/** One kind of plan's sections; without `howToConfirm` or `phoneNote`, "ask your plan". */
type KindText = Omit<ProviderSections, "phoneLabel" | "howToConfirm" | "phoneNote"> &
  Partial<Pick<ProviderSections, "howToConfirm" | "phoneNote">>;

/** The general text's words in one language. */
export type GeneralWords = {
  /** How members usually get a commercial plan, where the provider does not say otherwise. */
  memberVia: string;
  phoneLabel: (name: string) => string;
  /** Where a member finds the plan's number. */
  memberCardNote: string;
  /** The steps to check your own benefits with the plan `plan`. */
  askYourPlan: (plan: string) => readonly string[];
  kinds: Record<GeneralPlanKind, (plan: PlanWords) => KindText>;
};

/**
 * The general text of a provider page in `words`: what is usually true for this kind of plan
 * and how to check your own benefits. `name` is the company, `planName` the plan where it
 * differs (Centene's "Meridian"), `memberVia` how members get a commercial plan where it
 * differs (Aetna sells no individual plans in Illinois).
 */
export const generalSectionsIn =
  (words: GeneralWords) =>
  (
    kind: GeneralPlanKind,
    name: string,
    planName: string,
    memberVia = words.memberVia,
  ): ProviderSections & { phoneNote: string } => {
    return {
      howToConfirm: words.askYourPlan(name),
      phoneNote: words.memberCardNote,
      ...words.kinds[kind]({ planName, memberVia }),
      phoneLabel: words.phoneLabel(name),
    };
  };

const english: GeneralWords = {
  memberVia: "through an employer, the Health Insurance Marketplace or on your own",
  phoneLabel: (name) => `${name} member services`,
  memberCardNote: "Call the member services number on the back of your insurance card.",
  askYourPlan: (plan) => [
    `Call the member services number on your ${plan} card.`,
    "Ask whether your plan covers home health care, and which services and how many visits.",
    "Ask whether you need prior authorization (approval before care starts) and a referral.",
    "Ask whether our agency is in your plan's network.",
    callUsToCheck,
  ],
  kinds: {
    commercial: ({ planName, memberVia }) => ({
      eligibility: [
        `You are a member of a ${planName} plan, ${memberVia}.`,
        "Your plan includes home health benefits. Most plans do, but the details vary.",
        "Your doctor orders home health care and says it is medically necessary.",
        "Some plans also ask that you be homebound, as Medicare does: that you need help to leave home, or your doctor advises you not to, and that leaving takes a great deal of effort.",
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
    }),
    "medicare-advantage": ({ planName }) => ({
      eligibility: [
        `You have Medicare Part A and Part B and are enrolled in a ${planName} Medicare Advantage plan.`,
        `Your doctor orders home health care and certifies that you are ${homeboundMeaning}.`,
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
    }),
    "medicaid-managed-care": ({ planName }) => ({
      eligibility: [
        `You have Illinois Medicaid and are enrolled in ${planName} through HealthChoice Illinois.`,
        "Your Medicaid coverage is active. Renew it each year when the state sends you a notice.",
        "Your doctor orders home health care and says it is medically necessary.",
        medicaidNotHomebound,
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
    }),
    military: () => ({
      eligibility: [
        "You are an active-duty or retired service member, a National Guard or Reserve member, or a family member enrolled in TRICARE.",
        `Your doctor orders home health care, and you are ${homeboundMeaning}.`,
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
    }),
    "out-of-area": ({ planName }) => ({
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
    }),
  },
};

export const generalSections = /* @__PURE__ */ generalSectionsIn(english);
