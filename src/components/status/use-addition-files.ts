import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import type { FormType } from "@/shared/wire/form-types";
import { useChosenFiles } from "@/components/intake/use-chosen-files";

/**
 * The files an addition carries, held to the limits of the request's own form (a referral's
 * documents, an application's one résumé; none for the others) with the referral form's checks
 * (`useChosenFiles`). `limits` is null for a form that takes no files: the page then offers a
 * message only.
 */
export function useAdditionFiles(formType: FormType) {
  const limits = ATTACHMENT_LIMITS[formType];
  return { limits, ...useChosenFiles(limits) };
}
