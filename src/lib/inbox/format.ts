import { CARE_TYPES, INSURANCE_PLANS, referralFormCopy } from "@/content/referral-form";
import { clip, own, stripInvisible, textOf } from "./payload-text";

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
export const formTypeLabel = (type: string) => own(FORM_TYPES, type) ?? textOf(type);
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

/**
 * "physicianPhone" → "Physician phone" when no label is known. Own entries only: a key such as
 * `constructor` or `__proto__` is worded like any other, never looked up on the prototype.
 * @internal
 */
export function fieldLabel(key: string): string {
  const known = own(FIELD_LABELS, key) ?? own(REFERRAL_LABELS, key);
  if (known) return known;
  const words = clip(stripInvisible(key), 80)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  if (words === "") return "Unnamed field";
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LANGUAGES: Record<string, string> = { en: "English", es: "Spanish" };

export type FieldValue =
  | { kind: "tel"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "text"; text: string };

/**
 * An address a `mailto:` link may carry: the address only, so no `?`, `&`, `#`, `%`, space,
 * comma or second `@` (a query would pre-fill the staff member's reply, a comma add recipients).
 * ASCII letters, digits and `._+'-` before the `@`; a dotted host name after it.
 */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9._+'-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A US number (10 digits, or 11 starting with 1) as a `tel:` target: `+1` and digits only. */
function telHref(text: string): string | undefined {
  const digits = text.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return undefined;
}

/**
 * A field's value as text (whatever JSON it is), with a `tel:` or `mailto:` link for a phone
 * number or a plain address; anything else stays text. @internal
 */
export function fieldValue(key: string, value: unknown): FieldValue {
  const text = textOf(value);
  if (key === "language") return { kind: "text", text: own(LANGUAGES, text) ?? text };
  const choices = own(CHOICE_WORDS, key);
  const words = choices && own(choices, text);
  if (words) return { kind: "text", text: words };
  const tel = /phone/i.test(key) ? telHref(text) : undefined;
  if (tel) return { kind: "tel", text, href: tel };
  if (/e-?mail/i.test(key) && text.length <= 254 && PLAIN_ADDRESS.test(text)) {
    return { kind: "email", text, href: `mailto:${text}` };
  }
  return { kind: "text", text };
}

/** At most this many fields are shown (the longest form sends about 40). */
const MAX_FIELDS = 200;

/**
 * The request's fields in the order the form sent them, empty ones and its files left out. Own
 * keys only (`JSON.parse` makes `"__proto__"` an own key, shown like any other).
 */
export function requestFields(payload: Record<string, unknown>) {
  const fields: { key: string; label: string; value: FieldValue }[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key === "attachments") continue;
    const field = { key, label: fieldLabel(key), value: fieldValue(key, value) };
    if (field.value.text !== "") fields.push(field);
    if (fields.length === MAX_FIELDS) break;
  }
  return fields;
}
