import {
  CARE_TYPES,
  INSURANCE_PLANS,
  referralFormCopy as copy,
  type ReferralFieldCopy,
} from "@/content/referral-form";
import type { Referral } from "@/lib/forms/referral-schema";

const labels: Record<string, ReferralFieldCopy> = copy.fields;
const referrerLabels: Record<string, string> = copy.referrerLabels;
/** A choice's words (its value when unknown). */
const wordFor = (choices: Record<string, string>, value: unknown) =>
  Object.entries(choices).find(([key]) => key === value)?.[1] ?? String(value);
const withoutOptional = (label: string) => label.replace(/ \(optional\)$/, "");

/**
 * The referral as label and value rows for the referrer's printed summary, in the form's
 * order, empty fields left out; choices in words; then the documents' names (never their
 * contents), one a line. Built in the browser from what was sent.
 */
export function referralSummaryRows(
  referral: Referral,
  files: readonly string[] = [],
): { key: string; label: string; value: string }[] {
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
    return [{ key, label: withoutOptional(label ?? key), value }];
  });
  return [...rows, ...documents];
}
