/**
 * The registry of facts only the agency can supply or confirm (see `placeholder.ts`): each
 * lives here once, and every page reads it from here. `npm run launch-check` lists those
 * still marked; a production build fails while any is shown.
 */
import { contactServices } from "./contact";
import { providers } from "./insurance/providers";
import { factValue, isPlaceholder, placeholder, type Fact } from "@/shared/placeholder";

/** When a person answers the main line, and what to do outside those hours. */
export const officeHours = {
  /** Shown next to the phone number in the header's contact panel and on /contact. */
  hours: placeholder(
    "contact.office-hours",
    "Monday to Friday, 8:00 am to 5:00 pm",
    "The hours a person answers the main line in the office.",
  ),
  /** What a caller should do outside office hours (the emergency line is always 911). */
  afterHours: placeholder(
    "contact.after-hours",
    "After hours, patients reach the on-call nurse here; new families can leave a message.",
    "Who answers the main line after hours, at weekends and on holidays, for whom, and whether a new family can leave a message there (the contact page promises a call back the next office day).",
  ),
} satisfies Record<string, Fact<string>>;

/**
 * Whether the agency holds substance use disorder treatment records covered by 42 CFR Part 2
 * (its Notice of Privacy Practices then carries the Part 2 statement, due since 16 Feb 2026).
 */
export const holdsPart2Records: Fact<boolean> = placeholder(
  "legal.part-2-records",
  false,
  "Whether the agency receives or keeps records covered by 42 CFR Part 2 (substance use disorder treatment).",
);

/* ------------------------------------------------------------------ Referrals */

/** The lines referral sources use (/refer): in src/shared, the referral e-mail reads them too. */
export { referralLines } from "../shared/facts";

/* ------------------------------------------------------------------ Derived facts */

/**
 * A value computed from facts: a placeholder (carrying the id and note of the first
 * placeholder it was computed from) while any of them is one, so the page that shows it is
 * marked and listed by the launch check; the plain value once all are confirmed. It is built
 * here rather than by `placeholder()`, whose ids the launch check reads as literals.
 */
export function derivedFact<T, U>(facts: readonly Fact<T>[], compute: (values: T[]) => U): Fact<U> {
  const value = compute(facts.map((fact) => factValue(fact)));
  const source = facts.find((fact) => isPlaceholder(fact));
  return source && isPlaceholder(source)
    ? { kind: "placeholder", id: source.id, value, note: source.note }
    : value;
}

/* ------------------------------------------------------------------ Founding year */

/**
 * The year the agency first cared for patients under its own Illinois license: the years of
 * service every page shows and the first license's year on /certificates derive from it.
 * 2006 is the year the sample certificates show.
 */
export const foundingYear: Fact<number> = placeholder(
  "agency.founding-year",
  2006,
  "The year the agency received its first Illinois home health license (the years of service shown on the home page, /awards and /careers are counted from it).",
);

/** Whole calendar years from `founded` to `year` (the build's year). */
export const yearsSince = (founded: number, year: number): number => Math.max(0, year - founded);

/** The build's year: the figures count years up to the day the site is built. */
const buildYear = new Date().getFullYear();

/* ------------------------------------------------------------------ Figures */

/**
 * Each figure the site shows, once. Pages keep their own labels ("Patients Served",
 * "Clients Cared For") but read the value here. Where the spec gave two readings, the lower
 * one is kept: "500+" stays true if the real count is 10,000, "10,000+" is false if it is 500.
 */
export const figures = {
  /** Home "Years of Service", /awards, /careers (spec: 15+, 12, 10+). */
  yearsOfService: derivedFact([foundingYear], ([year]) =>
    String(yearsSince(year ?? buildYear, buildYear)),
  ),
  /** Home and /careers "Insurance Partners", the insurance hero's badge: the plans listed. */
  insurancePartners: `${providers.length}+`,
  /** /about "Specialized Services": the care options a visitor can ask about on /contact. */
  specializedServices: String(contactServices.length),
  /** Home "Patients Served" and /about "Clients Cared For" (spec: 10,000+ and 500+). */
  patientsServed: placeholder(
    "figures.patients-served",
    "500+",
    "How many patients the agency has cared for since it began (a count it can show from its records).",
  ),
  /** Home "Licensed Professionals", /awards and /careers "Healthcare Professionals" (spec: 200+ and 50+). */
  professionals: placeholder(
    "figures.professionals",
    "50+",
    "How many licensed nurses, therapists, aides and social workers work for the agency today.",
  ),
  /** Home and /awards "Patient Satisfaction" (spec: 98%). */
  patientSatisfaction: placeholder(
    "figures.patient-satisfaction",
    "98%",
    "The share of patients satisfied with their care, from a named survey (e.g. the HHCAHPS survey on Medicare Care Compare) and its period.",
  ),
  /** /careers "Employee Satisfaction" (spec: 95%): a figure of its own, not the patients'. */
  employeeSatisfaction: placeholder(
    "figures.employee-satisfaction",
    "95%",
    "The share of staff satisfied with their work, from a named staff survey and its date.",
  ),
  /** The home insurance strip's "Coverage Success" (spec: 98%). */
  coverageSuccess: placeholder(
    "figures.coverage-success",
    "98%",
    'What "Coverage Success" measures (e.g. share of benefit checks that ended in covered care), from the agency\'s records, or remove the figure.',
  ),
  /** The home insurance strip's "Verification Accuracy" (spec: 99%). */
  verificationAccuracy: placeholder(
    "figures.verification-accuracy",
    "99%",
    'What "Verification Accuracy" measures and its source in the agency\'s records, or remove the figure.',
  ),
  /** The home insurance strip's "Claims Processed" (spec: 150K+). */
  claimsProcessed: placeholder(
    "figures.claims-processed",
    "150K+",
    "How many insurance claims the agency has filed, over which period, from its billing records.",
  ),
} satisfies Record<string, Fact<string>>;

/* ------------------------------------------------------------------ Credentials */

/** The numbers a case manager checks in the public registers (/certificates, home badges). */
export const credentials = {
  illinoisLicense: placeholder(
    "credentials.illinois-license",
    "Number to be added",
    "The agency's Illinois Department of Public Health home health agency license number.",
  ),
  medicareCcn: placeholder(
    "credentials.medicare-ccn",
    "Number to be added",
    "The agency's Medicare CMS Certification Number (CCN, six digits), as listed on Medicare Care Compare.",
  ),
  npi: placeholder(
    "credentials.npi",
    "Number to be added",
    "The agency's National Provider Identifier (NPI, ten digits), as listed in the NPPES NPI registry.",
  ),
} satisfies Record<string, Fact<string>>;

/*
 * The office schedule, the answer time and the retention days are in src/shared/facts.ts (the
 * server reads them); every page reads them from here as before.
 */
export { answerWithinHours, closedRequestRetentionDays, officeSchedule } from "../shared/facts";
