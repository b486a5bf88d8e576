import type { Locale } from "@/lib/locale/locales";

const LONG_DATE = {
  en: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" }),
  es: new Intl.DateTimeFormat("es-US", { timeZone: "UTC", dateStyle: "long" }),
} as const satisfies Record<Locale, Intl.DateTimeFormat>;

/**
 * "2026-10-01" -> "October 1, 2026" ("1 de octubre de 2026" in Spanish), read in UTC, where the
 * ISO date is midnight, so the day cannot shift.
 */
export const formatLongDate = (isoDate: string, locale: Locale = "en"): string =>
  LONG_DATE[locale].format(new Date(`${isoDate}T00:00:00Z`));
