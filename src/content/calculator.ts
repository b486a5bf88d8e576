/*
 * Copy of the cost calculator (SPEC §4, §9) and its choices: each select's values (which
 * `src/lib/cost-calculator.ts` prices) with the words the visitor reads. Validation messages
 * are in `src/lib/forms/calculator-schema.ts`.
 */

type Choice = { value: string; label: string };

/** The options of the calculator's selects, in the order they are offered (SPEC §3). */
export const calculatorOptions = {
  insuranceType: [
    { value: "medicare", label: "Medicare" },
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
    insuranceType: { label: "Type of insurance" },
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
    error:
      "There was an error calculating your costs. Please check your information and try again.",
    totalCost: "Total Cost",
    insurancePays: "Insurance Pays",
    patientPays: "You Pay",
    breakdownTitle: "How we worked it out",
    deductibleRemaining: "Deductible remaining",
    coinsurance: "Coinsurance",
    copays: "Copays",
    outOfPocketRemaining: "Out-of-pocket remaining",
    outOfPocketRemainingNote: "What is left of your yearly maximum after this care.",
    /** Filled in as: Based on {visits} visits at {costPerVisit} per visit. */
    basis: (visits: string, costPerVisit: string) =>
      `Based on ${visits} ${visits === "1" ? "visit" : "visits"} at ${costPerVisit} per visit.`,
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
