import { format } from "date-fns";
import { isRealIsoDate } from "./frontmatter";

/** The spec's article date format (§2, Blog article): "November 10, 2026", "November 05, 2026". */
export const ARTICLE_DATE_FORMAT = "MMMM dd, yyyy";

/**
 * "2026-11-10" -> "November 10, 2026". Read as a local calendar date (never through UTC), so
 * the day cannot shift with the time zone of the machine that builds or shows it.
 */
export function formatArticleDate(isoDate: string): string {
  if (!isRealIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: "${isoDate}"`);
  const [year, month, day] = isoDate.split("-").map(Number);
  return format(new Date(year!, month! - 1, day!), ARTICLE_DATE_FORMAT);
}
