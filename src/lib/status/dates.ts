import type { Locale } from "@/lib/locale/locales";

/**
 * The status page's dates: US style in English, Spanish in Spanish, always in the office's
 * time zone (a request sent at 11 pm in Chicago was sent that day, wherever the reader is).
 */
const tags: Record<Locale, string> = { en: "en-US", es: "es-US" };
const cache = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = cache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tags[locale], options);
    cache.set(key, made);
  }
  return made;
}

/** "November 26, 2026 at 9:05 AM" / "26 de noviembre de 2026, 9:05 a.m.": an instant. */
export const whenText = (instant: Date, locale: Locale, timeZone: string) =>
  format(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(instant);

/** "December 28, 2026" / "28 de diciembre de 2026": the day of an instant. */
export const dayOfText = (instant: Date, locale: Locale, timeZone: string) =>
  format(locale, { dateStyle: "long", timeZone }).format(instant);

/** "9:05 AM" / "9:05 a.m.": the time of an instant. */
export const timeText = (instant: Date, locale: Locale, timeZone: string) =>
  format(locale, { timeStyle: "short", timeZone }).format(instant);

/**
 * "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026": a calendar day (`YYYY-MM-DD`,
 * already the office's day), read at noon UTC so no zone moves it to the day before.
 */
export function calendarDayText(day: string, locale: Locale): string {
  const [year, month, date] = day.split("-").map(Number);
  const instant = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
  return format(locale, { dateStyle: "full", timeZone: "UTC" }).format(instant);
}
