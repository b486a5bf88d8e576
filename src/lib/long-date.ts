const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "2026-10-01" -> "October 1, 2026" (read in UTC, where the ISO date is midnight, so the day cannot shift). */
export const formatLongDate = (isoDate: string): string =>
  LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
