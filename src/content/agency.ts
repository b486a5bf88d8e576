/**
 * The registry of facts only the agency can supply or confirm (see `placeholder.ts`): each
 * lives here once, and every page reads it from here. `npm run launch-check` lists those
 * still marked; a production build fails while any is shown.
 */
import { placeholder, type Fact } from "./placeholder";

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
    "After hours and at weekends, call the same number: an on-call nurse answers for current patients.",
    "Who answers the main line after hours and at weekends, for whom.",
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
