import { formatLongDate } from "@/lib/long-date";
import type { Locale } from "@/lib/locale/locales";
import { isRealIsoDate } from "./frontmatter";

/**
 * The spec's article date, 'MMMM dd, yyyy' (§2, Blog article): the month's full English name,
 * the day and the year always in two and four digits. Read in UTC, where the ISO date is midnight, so the day cannot
 * shift with the time zone of the machine that builds or shows it.
 */
const ARTICLE_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "2-digit",
  year: "numeric",
});

/**
 * "2026-11-10" -> "November 10, 2026"; "2026-11-05" -> "November 05, 2026". On a Spanish page the
 * Spanish long date, "5 de noviembre de 2026" (the spec's pattern is the English one).
 */
export function formatArticleDate(isoDate: string, locale: Locale = "en"): string {
  if (!isRealIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: "${isoDate}"`);
  if (locale !== "en") return formatLongDate(isoDate, locale);
  return ARTICLE_DATE.formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .map(({ type, value }) => (type === "year" ? value.padStart(4, "0") : value))
    .join("");
}
