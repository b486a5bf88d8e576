/**
 * Calendar days (`YYYY-MM-DD`, the day a visit or an interview is for) in words and from
 * instants. A day has no time zone: it is formatted as noon UTC of itself, so no zone shifts it
 * to the day before.
 */

const LONG_US = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12-01" → "Tuesday, December 1, 2026" (how the inbox and the e-mails say a day). */
export function longUsDate(day: string): string {
  return LONG_US.format(new Date(`${day}T12:00:00Z`));
}

/** The calendar day `instant` falls on in `timeZone` (the office's), as `YYYY-MM-DD`. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}
