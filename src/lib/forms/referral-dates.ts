/**
 * Dates as referral sources type them, and the face-to-face window (42 CFR 424.22(a)(1)(v):
 * the encounter within the 90 days before or the 30 days after the start of care). Pure: the
 * caller passes today.
 */
import { referralFormCopy } from "@/content/referral-form";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Month, day, year: 03/27/2026, 3/27/2026, 03-27-2026. */
const US_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of `date` in the visitor's own time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date typed as YYYY-MM-DD or MM/DD/YYYY, as YYYY-MM-DD; null otherwise. */
export function parseDate(value: string): string | null {
  const trimmed = value.trim();
  let iso = ISO_DATE.test(trimmed) ? trimmed : null;
  const us = US_DATE.exec(trimmed);
  if (us) {
    const [, month = "", , day = "", year = ""] = us;
    iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  }
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!iso || !match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? iso : null;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The window's edges, in days from the start of care. */
const DAYS_BEFORE = 90;
const DAYS_AFTER = 30;

/**
 * The warning for a face-to-face date outside the window, or null (no date, an unreadable
 * one — the schema says that — or one inside). Without a start-of-care date, `today` is used.
 */
export function faceToFaceWarning(
  faceToFace: string,
  startOfCare: string,
  today: Date,
): { text: string; rule: string; noStart?: string } | null {
  const encounter = parseDate(faceToFace);
  if (!encounter) return null;
  const given = parseDate(startOfCare);
  const start = given ?? localIsoDate(today);
  const offset = dayNumber(encounter) - dayNumber(start);
  if (offset >= -DAYS_BEFORE && offset <= DAYS_AFTER) return null;
  const copy = referralFormCopy.warning;
  return {
    text: offset < 0 ? copy.before(-offset) : copy.after(offset),
    rule: copy.rule,
    ...(given ? {} : { noStart: copy.noStart }),
  };
}
