import {
  CARE_TYPES,
  INSURANCE_PLANS,
  referralFormCopy as copy,
  type ReferralFieldCopy,
} from "@/content/referral-form";
import type { Referral } from "@/lib/forms/referral-schema";
import { formatLongDate } from "@/lib/long-date";
import { siteLocale } from "@/lib/locale/current";
import type { Locale } from "@/lib/locale/locales";

/** One line of the summary: the field's key, its label and its value in words. */
export type SummaryRow = { key: string; label: string; value: string };

const labels: Record<string, ReferralFieldCopy> = copy.fields;
const referrerLabels: Record<string, string> = copy.referrerLabels;
/** A choice's words (its value when unknown). */
const wordFor = (choices: Record<string, string>, value: unknown) =>
  Object.entries(choices).find(([key]) => key === value)?.[1] ?? String(value);
const withoutOptional = (label: string) => label.replace(/ \(optional\)$/, "");

/** The referral's dates, sent as YYYY-MM-DD (the schema's form). */
const DATE_FIELDS = new Set([
  "startOfCareDate",
  "dischargeDate",
  "patientDateOfBirth",
  "faceToFaceDate",
]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value as the referrer reads it: a date as a US date in words ("December 1, 2026"; in
 * Spanish order on a Spanish build, "1 de diciembre de 2026"), never "2026-12-01".
 */
const shownValue = (key: string, value: string, locale: Locale) =>
  DATE_FIELDS.has(key) && ISO_DATE.test(value) ? formatLongDate(value, locale) : value;

/**
 * The referral as label and value rows for the referrer's printed summary, in the form's
 * order, empty fields left out; choices in words, dates as US dates; then the documents' names
 * (never their contents), one a line. Built in the browser from what was sent. The review step
 * shows the same rows (`referral-review.ts`).
 */
export function referralSummaryRows(
  referral: Referral,
  files: readonly string[] = [],
  locale: Locale = siteLocale,
): SummaryRow[] {
  const documents =
    files.length > 0
      ? [{ key: "attachments", label: copy.attachments.summaryLabel, value: files.join("\n") }]
      : [];
  const rows = Object.entries(referral).flatMap(([key, raw]) => {
    const value =
      key === "careType"
        ? wordFor(CARE_TYPES, raw)
        : key === "insurancePlan"
          ? wordFor(INSURANCE_PLANS, raw)
          : Array.isArray(raw)
            ? raw.join(", ")
            : String(raw ?? "");
    if (!value) return [];
    const label =
      key === "services" ? copy.services.legend : (referrerLabels[key] ?? labels[key]?.label);
    return [{ key, label: withoutOptional(label ?? key), value: shownValue(key, value, locale) }];
  });
  return [...rows, ...documents];
}
