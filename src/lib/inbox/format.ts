import { FORMS, formOf } from "@/shared/forms/registry";
import { OUTCOME_LABELS } from "@/shared/forms/outcomes";
import { textOf } from "./payload-text";

/**
 * How the inbox words times, form types and statuses (a request's fields: field-format.ts,
 * loaded with the request view, not with the list). Pure: the components pass the clock in.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 days ago" (whole units, rounded down). */
export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}

/** An age without "ago": "3 h", "2 days" (the oldest unanswered request). */
export const age = (iso: string, now: number) =>
  timeAgo(iso, now).replace(/ ago$/, "").replace("just now", "under a minute");

// Made once: a formatter costs far more to make than to use, and the list formats each row.
const CHICAGO_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});
const CHICAGO_ZONE = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  timeZoneName: "short",
});

/** The exact time in Chicago, as staff read it: "Nov 25, 2026, 3:04 PM CST". */
export function exactTime(iso: string): string {
  return CHICAGO_TIME.format(new Date(iso)).concat(" ", zoneName(iso));
}

function zoneName(iso: string) {
  const part = CHICAGO_ZONE.formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/** The registry's name of a form type; an unknown type as text. */
export const formTypeLabel = (type: string) => formOf(type)?.name ?? textOf(type);
export const FORM_TYPE_OPTIONS = Object.entries(FORMS).map(([type, form]): [string, string] => [
  type,
  form.name,
]);

export const STATUS_LABELS = { new: "New", contacted: "Contacted", closed: "Closed" } as const;

export { OUTCOME_LABELS };
