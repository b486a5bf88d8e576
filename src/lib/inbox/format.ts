import { CARE_TYPES, INSURANCE_PLANS, referralFormCopy } from "@/content/referral-form";

/**
 * How the inbox words times, form types, statuses and the fields of a request. Pure: the
 * components pass the clock in.
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

/** The exact time in Chicago, as staff read it: "Nov 25, 2026, 3:04 PM CST". */
export function exactTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    dateStyle: "medium",
    timeStyle: "short",
  })
    .format(new Date(iso))
    .concat(" ", zoneName(iso));
}

function zoneName(iso: string) {
  const part = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    timeZoneName: "short",
  })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

const FORM_TYPES: Record<string, string> = {
  contact: "Care request",
  verification: "Coverage check",
  referral: "Referral",
  application: "Job application",
};
export const formTypeLabel = (type: string) => FORM_TYPES[type] ?? type;
export const FORM_TYPE_OPTIONS = Object.entries(FORM_TYPES);

export const STATUS_LABELS = { new: "New", contacted: "Contacted", closed: "Closed" } as const;

export const OUTCOME_LABELS = {
  admitted: "Admitted",
  referred_elsewhere: "Referred elsewhere",
  not_reachable: "Not reachable",
  not_eligible: "Not eligible",
  duplicate: "Duplicate",
} as const;

/** Labels of the fields the site's forms send (the rest are worded from their names). */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  phoneNumber: "Phone",
  service: "Service",
  message: "Message",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  insuranceCompany: "Insurance company",
  insuranceId: "Insurance ID",
  groupNumber: "Group number",
  serviceType: "Service type",
  physicianName: "Physician",
  physicianPhone: "Physician phone",
  medicalCondition: "Medical condition",
  additionalNotes: "Additional notes",
  language: "Language",
};

const referrerLabels: Record<string, string> = referralFormCopy.referrerLabels;

/** The referral's fields as its form labels them (without "(optional)"). */
const REFERRAL_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(referralFormCopy.fields).map(([key, field]) => [
      key,
      field.label.replace(/ \(optional\)$/, ""),
    ]),
  ),
  services: referralFormCopy.services.legend,
  ...referrerLabels,
};

/** Choices a form sends as codes, in words. */
const CHOICE_WORDS: Record<string, Record<string, string>> = {
  careType: CARE_TYPES,
  insurancePlan: INSURANCE_PLANS,
};

/** "physicianPhone" → "Physician phone" when no label is known. @internal */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key] ?? REFERRAL_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LANGUAGES: Record<string, string> = { en: "English", es: "Spanish" };

export type FieldValue =
  | { kind: "tel"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "text"; text: string };

/** A field's value as text, with a `tel:` or `mailto:` link for phone numbers and addresses. @internal */
export function fieldValue(key: string, value: unknown): FieldValue {
  const text =
    typeof value === "boolean"
      ? value
        ? "Yes"
        : "No"
      : Array.isArray(value)
        ? value.map(String).join(", ")
        : typeof value === "object" && value !== null
          ? JSON.stringify(value)
          : String(value ?? "");
  if (key === "language") return { kind: "text", text: LANGUAGES[text] ?? text };
  const words = CHOICE_WORDS[key]?.[text];
  if (words) return { kind: "text", text: words };
  const digits = text.replace(/\D/g, "");
  if (/phone/i.test(key) && digits.length >= 10 && digits.length <= 11) {
    return { kind: "tel", text, href: `tel:+${digits.length === 10 ? "1" : ""}${digits}` };
  }
  if (/e-?mail/i.test(key) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    return { kind: "email", text, href: `mailto:${text}` };
  }
  return { kind: "text", text };
}

/** The request's fields in the order the form sent them, empty ones and its files left out. */
export function requestFields(payload: Record<string, unknown>) {
  return Object.entries(payload)
    .filter(([key]) => key !== "attachments")
    .filter(([, value]) => value !== "" && value !== null && value !== undefined)
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldValue(key, value) }));
}
