/**
 * The agency's facts that the server reads as well as the pages: the office schedule, how soon
 * a request is answered, how long a closed one is kept, the referral line, the sample intake
 * recipients. Each value is written here once; src/content re-exports them and keeps the words
 * around them. Placeholders (`placeholder.ts`) carry their mark as data, so the server can tell
 * a sample from a confirmed fact (`isPlaceholder`). The calls are marked pure, so a form island
 * that reads only a number here (the referral's call-back hours) is not given the rest.
 */
import type { HolidayRule } from "./holidays";
import { factValue, placeholder, type Fact } from "./placeholder";

export type Phone = {
  /** As printed on the page. */
  display: string;
  /** For `tel:` links, in E.164 form. */
  e164: string;
};

/** The agency's main line (office, intake and the Section 1557 Coordinator). */
export const mainPhone = { display: "847-568-1033", e164: "+18475681033" } as const satisfies Phone;

/** The office's weekly schedule in its own time zone (`office-hours.ts` computes with it). */
export type OfficeSchedule = {
  /** IANA time zone of the office. */
  timeZone: string;
  /** Days the office is open, 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** Opening and closing time, minutes after local midnight. */
  opensAt: number;
  closesAt: number;
  /** Weekdays the office is closed (`holidays.ts`): promises and the overdue clock skip them. */
  holidays?: readonly HolidayRule[];
};

/**
 * The holidays the office closes on, until the agency confirms its own list: the six US
 * federal holidays home health offices most often close on. Martin Luther King Jr. Day,
 * Presidents' Day, Juneteenth, Columbus Day and Veterans Day are left out (many agencies stay
 * open; adding one here is a line). A fixed date on a Saturday closes the Friday before, on a
 * Sunday the Monday after (the federal rule, `holidays.ts`). The day after Thanksgiving is open.
 * The schedule below carries its value. @internal Exported for its test.
 */
export const officeHolidays: Fact<readonly HolidayRule[]> = /* @__PURE__ */ placeholder(
  "contact.office-holidays",
  [
    { name: "New Year's Day", month: 1, day: 1 },
    { name: "Memorial Day", month: 5, weekday: 1, nth: -1 },
    { name: "Independence Day", month: 7, day: 4 },
    { name: "Labor Day", month: 9, weekday: 1, nth: 1 },
    { name: "Thanksgiving Day", month: 11, weekday: 4, nth: 4 },
    { name: "Christmas Day", month: 12, day: 25 },
  ],
  "The holidays the office is closed on (the call-back promise and the inbox's unanswered flag skip them), and whether a holiday on a weekend closes the Friday before or the Monday after.",
);

/**
 * The office hours as the call-back promise and the inbox's unanswered-request clock compute
 * them (`office-hours.ts`): the same hours as `officeHours.hours` (src/content/agency.ts), in
 * the office's zone, closed on the holidays of `officeHolidays` (a placeholder of its own).
 */
export const officeSchedule: Fact<OfficeSchedule> = /* @__PURE__ */ placeholder(
  "contact.office-schedule",
  {
    timeZone: "America/Chicago",
    weekdays: [1, 2, 3, 4, 5],
    opensAt: 8 * 60,
    closesAt: 17 * 60,
    holidays: /* @__PURE__ */ factValue(officeHolidays),
  },
  "The office hours as days and times (the same as contact.office-hours): the call-back promise and the inbox's unanswered flag count them.",
);

/** Open office hours within which a new request is answered (call-back promise, inbox flag). */
export const answerWithinHours = 2;

/** A referral's call back to confirm: sooner, within 1 office hour (/refer promises it). */
export const referralAnswerWithinHours = 1;

/**
 * Days a closed request is kept before the intake deletes it: the intake's default
 * (`RETENTION_DAYS` overrides it) and what the privacy policy tells visitors.
 */
export const closedRequestRetentionDays = 90;

/**
 * The lines referral sources use (/refer, the referral outcome e-mail). The phone is the main
 * line until the agency names a referral line. The fax has no stand-in number: a made-up fax
 * would send a patient's records to a stranger, so the page says it is to be added and to call
 * meanwhile.
 */
export const referralLines: { phone: Fact<Phone>; fax: Fact<Phone | null> } = {
  phone: /* @__PURE__ */ placeholder(
    "referrals.phone",
    mainPhone,
    "The number physicians and case managers call to refer a patient (the main line until the agency names another).",
  ),
  fax: /* @__PURE__ */ placeholder(
    "referrals.fax",
    null,
    "The agency's referral fax number (secure fax for orders and records).",
  ),
};

/**
 * Who can read the requests the site's forms send until the agency sets up its own keys: two
 * sample age recipients whose identities are committed in test/fixtures/intake/ for the tests,
 * so anyone could read what is sealed to them (docs/INTAKE.md).
 */
export const sampleRecipients = /* @__PURE__ */ placeholder(
  "intake.recipients",
  [
    "age1kvk6dnxsrn6j8se95nq2r99aluc8r0evgruflva867l03j2mg9fsmwhtdh",
    "age1rrj4cc6d8ysa205fq0qkyrjr6fcq89rhfyfkwevhx56x3f2pfarqgxzy3f",
  ],
  "The agency's intake recipient and its offline recovery recipient (npm run intake -- keygen), given to the build as INTAKE_RECIPIENTS=age1…,age1…; the samples' private keys are public.",
);
