import { fieldName } from "@/components/intake/intake-form";
import { FileInput } from "@/components/ui/file-input";
import { referralFormCopy } from "@/content/referral-form";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import { acceptOf } from "@/lib/forms/file-kind";

const copy = referralFormCopy.attachments;
/** The documents' field name: the input's id and the error summary's link. */
export const REFERRAL_FILES_FIELD = "attachments";

/**
 * The documents step's one file input for every kind (face-to-face note, orders, medication
 * list, discharge summary): several files, each listed with its name, size and Remove.
 */
export function ReferralDocuments({
  idPrefix,
  hydrated,
  files,
  problem,
  onChange,
}: {
  idPrefix: string;
  hydrated: boolean;
  files: readonly File[];
  problem: string | undefined;
  onChange: (files: File[]) => void;
}) {
  return (
    <FileInput
      name={REFERRAL_FILES_FIELD}
      idPrefix={idPrefix}
      label={copy.label}
      hint={copy.hint}
      error={problem}
      files={files}
      onChange={onChange}
      multiple
      accept={acceptOf(ATTACHMENT_LIMITS.referral.kinds)}
      inputName={fieldName(REFERRAL_FILES_FIELD, hydrated)}
    />
  );
}
