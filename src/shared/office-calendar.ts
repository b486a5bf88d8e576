/**
 * The office calendar: its holidays and its weekly schedule (facts.ts re-exports them), as the
 * call-back promise, the inbox's overdue clock and the status page compute with them
 * (`office-hours.ts`). Apart from facts.ts so that the holiday rules reach only the pages that
 * compute a promise in the browser.
 */
import type { HolidayRule } from "./holidays";
import { factValue, placeholder, type Fact } from "./placeholder";

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
