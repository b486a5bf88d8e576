/*
 * Copy of the cost calculator (SPEC §4, §9) and its choices: each select's values (which
 * `src/lib/cost-calculator.ts` prices) with the words the visitor reads. Validation messages
 * are in `src/lib/forms/calculator-schema.ts`.
 */

type Choice = { value: string; label: string };

/** "1 visit", "12 visits"; quarters of a visit in words: "1 and a half visits on average". */
function visitWords(quarterVisits: number): string {
  const whole = Math.floor(quarterVisits / 4);
  const part = ["", "a quarter", "a half", "three quarters"][quarterVisits % 4] ?? "";
  if (part === "") return `${whole} ${whole === 1 ? "visit" : "visits"}`;
  if (whole === 0) return `${part === "a half" ? "half" : part} of a visit on average`;
  return `${whole} and ${part} visits on average`;
}

/** The options of the calculator's selects, in the order they are offered (SPEC §3). */
export const calculatorOptions = {
  insuranceType: [
    { value: "medicare", label: "Original Medicare" },
    { value: "medicaid", label: "Medicaid" },
    { value: "commercial", label: "Private insurance (through work or bought yourself)" },
    { value: "medicare-advantage", label: "Medicare Advantage" },
    { value: "dual-eligible", label: "Both Medicare and Medicaid (dual eligible)" },
  ],
  planType: [
    { value: "hmo", label: "HMO" },
    { value: "ppo", label: "PPO" },
    { value: "epo", label: "EPO" },
    { value: "pos", label: "POS" },
    { value: "original-medicare", label: "Original Medicare" },
    { value: "other", label: "Other or not sure" },
  ],
  serviceType: [
    { value: "skilled-nursing", label: "Skilled nursing" },
    { value: "home-health-aide", label: "Home health aide" },
    { value: "physical-therapy", label: "Physical therapy" },
    { value: "occupational-therapy", label: "Occupational therapy" },
    { value: "speech-therapy", label: "Speech therapy" },
    { value: "medical-social-services", label: "Medical social services" },
    { value: "multiple-services", label: "More than one service" },
  ],
  serviceFrequency: [
    { value: "daily", label: "Every day" },
    { value: "3x-week", label: "3 times a week" },
    { value: "2x-week", label: "2 times a week" },
    { value: "weekly", label: "Once a week" },
    { value: "monthly", label: "Once a month" },
  ],
  estimatedDuration: [
    { value: "1-week", label: "1 week" },
    { value: "2-4-weeks", label: "2–4 weeks" },
    { value: "1-2-months", label: "1–2 months" },
    { value: "3-6-months", label: "3–6 months" },
    { value: "6-months-plus", label: "More than 6 months" },
  ],
} as const satisfies Record<string, readonly Choice[]>;

export const calculatorCopy = {
  formTitle: "Tell us about your coverage and care",
  formIntro:
    "You can find most of these amounts on your insurance card or your plan's summary of benefits. What you enter stays on this device: nothing is sent or saved.",
  choose: "Choose one",
  /** Shown before a dollar amount and after a percentage. */
  units: { dollars: "$", percent: "%" },
  groups: {
    coverage: "Your coverage",
    costsSoFar: "Your costs so far this year",
    care: "Your care",
  },
  fields: {
    insuranceType: {
      label: "Type of insurance",
      hint: 'Covered home health visits cost you $0 with "Original Medicare", "Medicaid" or "Both Medicare and Medicaid (dual eligible)". If a private company runs your Medicare plan, choose "Medicare Advantage".',
    },
    planType: {
      label: "Type of plan",
      hint: 'Your insurance card usually shows it. Choose "Other or not sure" if you cannot find it.',
    },
    deductible: {
      label: "Yearly deductible",
      hint: "What you pay each year before your insurance starts to pay. Enter 0 or leave it blank if you have none.",
    },
    coinsurance: {
      label: "Coinsurance",
      hint: "Your share of each bill after the deductible, as a percentage. Many plans use 20%.",
    },
    copay: {
      label: "Copay for each visit",
      hint: "A set amount you pay at each visit. Enter 0 or leave it blank if you have none.",
    },
    outOfPocketMax: {
      label: "Yearly out-of-pocket maximum",
      hint: "The most your plan makes you pay in a year. Enter 0 or leave it blank if your plan has no maximum.",
    },
    deductibleMet: {
      label: "Deductible you have paid so far",
      hint: "Enter 0 or leave it blank if you have not paid any yet.",
    },
    outOfPocketMet: {
      label: "Out-of-pocket costs you have paid so far",
      hint: "Everything you have paid toward your maximum this year. Enter 0 or leave it blank if none.",
    },
    serviceType: { label: "Type of care" },
    serviceFrequency: { label: "How often you need visits" },
    estimatedDuration: { label: "How long you expect to need care" },
  },
  submit: "Calculate My Costs",
  submitting: "Calculating...",
  result: {
    title: "Your estimate",
    placeholderTitle: "Your estimate will show here",
    placeholder:
      "Fill in the form and choose Calculate My Costs. You will see the total cost of your care, what your insurance may pay, and what you may pay.",
    calculating: "Working out your estimate…",
    changedTitle: "You changed your answers",
    changed: "Choose Calculate My Costs again to see an estimate for your new answers.",
    error:
      "There was an error calculating your costs. Please check your information and try again.",
    totalCost: "Total Cost",
    insurancePays: "Insurance Pays",
    patientPays: "You Pay",
    breakdownTitle: "How we worked it out",
    deductible: "Toward your deductible",
    coinsurance: "Coinsurance",
    copays: "Copays",
    outOfPocketRemaining: "Out-of-pocket remaining",
    outOfPocketRemainingNote: "What is left of your yearly maximum after this care.",
    /**
     * Why "You Pay" is $0 for these insurance types (sources: medicare.gov "Home health
     * services" and 42 CFR 409.50 for Medicare; the Illinois DHS policy manual, WAG 20-03-04-a,
     * for Medicaid copays, which do not include home health).
     */
    paidInFull: {
      medicare:
        "Original Medicare pays for covered home health visits in full: no deductible, no coinsurance and no copay. The 20% Part B coinsurance applies to medical equipment, such as a walker or a hospital bed, not to these visits.",
      medicaid:
        "Illinois Medicaid charges no copay or coinsurance for covered home health visits, so you pay nothing for them.",
      "dual-eligible":
        "With both Medicare and Medicaid, Medicare pays for covered home health visits in full and you pay nothing for them. The 20% Part B coinsurance applies to medical equipment, not to these visits.",
    },
    cappedBy: {
      "total-cost":
        "Your copays add up to more than the care costs. You never pay more than the cost of your care, so what you pay stops at the total cost.",
      "out-of-pocket-max":
        "You reach your yearly out-of-pocket maximum with this care, so what you pay stops there. The amounts below are what you pay after that limit.",
    },
    frequencyWords: {
      daily: "a visit every day",
      "3x-week": "3 visits a week",
      "2x-week": "2 visits a week",
      weekly: "1 visit a week",
      monthly: "about 1 visit a month",
    } satisfies Record<(typeof calculatorOptions.serviceFrequency)[number]["value"], string>,
    durationWords: {
      "1-week": "1 week",
      "2-4-weeks": "about 3 weeks",
      "1-2-months": "about 6 weeks",
      "3-6-months": "about 18 weeks",
      "6-months-plus": "26 weeks (6 months)",
    } satisfies Record<(typeof calculatorOptions.estimatedDuration)[number]["value"], string>,
    visitWords,
    /** "Based on 2 visits a week for about 6 weeks: 12 visits at $120.00 per visit." */
    basis: (frequency: string, duration: string, visits: string, costPerVisit: string) =>
      `Based on ${frequency} for ${duration}: ${visits}, at ${costPerVisit} per visit.`,
  },
  disclaimer:
    "This is an estimate only, not a quote or a promise of coverage. Your real costs depend on your plan and your care. Please check your benefits with your insurance company.",
  quote: {
    text: "Request Detailed Quote",
    href: "/contact",
  },
  toast: {
    success: "Calculation Complete",
    errorTitle: "Calculation Error",
    errorDescription:
      "There was an error calculating your costs. Please check your information and try again.",
  },
} as const;
