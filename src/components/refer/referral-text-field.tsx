import { Icon } from "@/components/ui/icon";
import { FormControl, FormField } from "@/components/ui/form-field";
import { SpecControl } from "@/components/ui/spec-control";
import type { FieldBinding } from "@/components/intake/field-binding";
import { referralFormCopy as copy } from "@/content/referral-form";
import type { faceToFaceWarning } from "@/lib/forms/referral-dates";
import type { ReferralFormValues } from "@/lib/forms/referral-steps";
import { referralControls } from "./referral-controls";

export type Warning = ReturnType<typeof faceToFaceWarning>;

export const isTextField = (name: string): name is TextName => name in referralControls;

/** The face-to-face warning: a polite live region, present even when empty. */
function FaceToFaceWarning({ warning, id }: { warning: Warning; id: string }) {
  return (
    <div role="status" id={id} data-f2f-warning>
      {warning ? (
        <div className="flex items-start gap-3 rounded-md border-2 border-accent-700 bg-accent-50 p-4">
          <Icon
            name="triangle-exclamation-point"
            className="mt-0.5 size-6 shrink-0 text-accent-700"
          />
          <p>
            <strong className="block font-semibold">{copy.warning.title}</strong>
            {warning.text} {warning.noStart} {warning.rule}
          </p>
        </div>
      ) : null}
    </div>
  );
}

type TextName = keyof typeof referralControls;

/** A text, date, phone or e-mail field, a textarea or a select (`referralControls`). */
export function TextField({
  name,
  fields,
  warning,
}: {
  name: TextName;
  /** The form's fields, whose controls also tell the form of each change. */
  fields: FieldBinding<keyof ReferralFormValues & string>;
  warning: Warning;
}) {
  const { idPrefix } = fields;
  const field = (
    <FormField {...fields.field(name, copy.fields[name])}>
      <FormControl>
        <SpecControl {...fields.control(name)} spec={referralControls[name]} />
      </FormControl>
    </FormField>
  );
  if (name !== "faceToFaceDate") return field;
  return (
    <div className="flex flex-col gap-3">
      {field}
      <FaceToFaceWarning warning={warning} id={`${idPrefix}-f2f-warning`} />
    </div>
  );
}
