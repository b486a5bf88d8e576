import { errorSummaryItems } from "@/components/ui/error-summary";
import { fieldIds } from "@/components/ui/form-field";
import { useChosenFiles } from "@/components/intake/use-chosen-files";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import { REFERRAL_FILES_FIELD } from "./referral-documents";

/**
 * The referral's documents as chosen (`useChosenFiles`: every file stays in the list, with its
 * Remove button, even when it does not fit, and `problem` says why); the form sends only while
 * there is no problem. `errors` is the problem for the error summary, `focus` moves to the input.
 */
export function useReferralFiles(idPrefix: string) {
  const files = useChosenFiles(ATTACHMENT_LIMITS.referral);
  const inputId = fieldIds(REFERRAL_FILES_FIELD, idPrefix).inputId;
  return {
    ...files,
    errors: errorSummaryItems(
      [REFERRAL_FILES_FIELD],
      { attachments: { message: files.problem } },
      idPrefix,
    ),
    focus: () => document.getElementById(inputId)?.focus(),
  };
}
