import { referralFormCopy as copy } from "@/content/referral-form";
import { referralReviewCopy } from "@/content/referral-review";
import type { Referral } from "@/lib/forms/referral-schema";
import {
  DOCUMENTS_STEP,
  REFERRAL_STEP_FIELDS,
  REFERRAL_STEPS,
  REVIEW_STEP,
  type FieldStep,
} from "@/lib/forms/referral-steps";
import type { Locale } from "@/lib/locale/locales";
import { referralSummaryRows, type SummaryRow } from "./referral-summary";

/** One step's part of the review: its title, and what it will send (or why nothing). */
export type ReviewGroup = { step: FieldStep; title: string; rows: SummaryRow[]; empty?: string };

const isFieldStep = (step: number): step is FieldStep => step !== REVIEW_STEP;

/** The step a summary row's field is asked on (the documents' row: the documents step). */
function stepOf(key: string): FieldStep | undefined {
  if (key === "attachments") return DOCUMENTS_STEP;
  return REFERRAL_STEPS.filter(isFieldStep).find((step) => {
    const fields: readonly string[] = REFERRAL_STEP_FIELDS[step];
    return fields.includes(key);
  });
}

/**
 * The review step's groups (issue 31): the same rows as the printed summary (labels, choices
 * in words, dates as US dates, phones as sent), grouped as the steps are, in their order. A
 * step left empty still has its group, saying so, so "Change" reaches every step.
 */
export function referralReviewGroups(
  referral: Referral,
  files: readonly string[] = [],
  locale?: Locale,
): ReviewGroup[] {
  const rows = referralSummaryRows(referral, files, locale);
  return REFERRAL_STEPS.filter(isFieldStep).map((step) => {
    const own = rows.filter((row) => stepOf(row.key) === step);
    const empty =
      own.length > 0
        ? undefined
        : step === DOCUMENTS_STEP
          ? referralReviewCopy.noDocuments
          : referralReviewCopy.nothing;
    return { step, title: copy.steps[step], rows: own, ...(empty ? { empty } : {}) };
  });
}
