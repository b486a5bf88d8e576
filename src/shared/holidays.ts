/**
 * The days the office is closed although they are weekdays: the holidays of the office
 * calendar (`officeHolidays` in facts.ts), written as rules so that no year has to be typed in.
 * Pure calendar arithmetic on local dates: a holiday is a date in the office's zone, and
 * `office-hours.ts` compares it with the date of an instant in that zone.
 */

/** A holiday as a rule, so that every year's date follows from it. */
export type HolidayRule =
  /**
   * A fixed date (Independence Day, 4 July). When it falls on a Saturday the office closes
   * on the Friday before, on a Sunday the Monday after: the federal rule (5 U.S.C. 6103(b)),
   * which most employers that close on these days follow.
   */
  | { name: string; month: number; day: number }
  /** The `nth` `weekday` (0 = Sunday) of `month`; `nth: -1` is the last one (Memorial Day). */
  | { name: string; month: number; weekday: number; nth: number };

/** A local date as "YYYY-MM-DD". */
type DateKey = string;

const key = (year: number, month: number, day: number): DateKey =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The date `days` after (year, month, day), as a key: UTC arithmetic on a calendar date. */
function shifted(year: number, month: number, day: number, days: number): DateKey {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return key(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The day the office closes for `rule` in `year` (which may fall in the year before). */
function observedDate(rule: HolidayRule, year: number): DateKey {
  if ("day" in rule) {
    const weekday = new Date(Date.UTC(year, rule.month - 1, rule.day)).getUTCDay();
    const move = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
    return shifted(year, rule.month, rule.day, move);
  }
  if (rule.nth > 0) {
    const first = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    const day = 1 + ((rule.weekday - first + 7) % 7) + (rule.nth - 1) * 7;
    return key(year, rule.month, day);
  }
  const lastDay = new Date(Date.UTC(year, rule.month, 0));
  const back = (lastDay.getUTCDay() - rule.weekday + 7) % 7;
  return key(year, rule.month, lastDay.getUTCDate() - back + (rule.nth + 1) * 7);
}

/**
 * The dates the office is closed in `year`, sorted. A New Year's Day on a Saturday closes
 * the office on 31 December of the year before, so the next year's rules are read too.
 * @internal Exported for its test.
 */
export function holidayDates(rules: readonly HolidayRule[], year: number): DateKey[] {
  const prefix = `${String(year).padStart(4, "0")}-`;
  const dates = [year, year + 1].flatMap((y) => rules.map((rule) => observedDate(rule, y)));
  return [...new Set(dates.filter((date) => date.startsWith(prefix)))].sort();
}

const cache = new WeakMap<readonly HolidayRule[], Map<number, Set<DateKey>>>();

/** True when the local date (year, month, day) is a holiday of `rules`. */
export function isHoliday(
  rules: readonly HolidayRule[],
  date: { year: number; month: number; day: number },
): boolean {
  if (rules.length === 0) return false;
  let years = cache.get(rules);
  if (!years) {
    years = new Map();
    cache.set(rules, years);
  }
  let dates = years.get(date.year);
  if (!dates) {
    dates = new Set(holidayDates(rules, date.year));
    years.set(date.year, dates);
  }
  return dates.has(key(date.year, date.month, date.day));
}
