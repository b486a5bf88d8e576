import type { Ref } from "react";
import { StepFieldset } from "@/components/ui/step-form";
import type { FieldBinding } from "@/components/intake/field-binding";
import { FormControl, FormField } from "@/components/ui/form-field";
import { SpecControl } from "@/components/ui/spec-control";
import {
  verificationCopy as copy,
  type FieldCopy,
  type VerificationField,
  type VerificationStep,
} from "@/content/verification";
import type { VerificationInput } from "@/lib/forms/verification-schema";
import { VERIFICATION_MAX_LENGTH } from "@/lib/forms/verification-limits";
import { STEP_FIELDS, TOTAL_STEPS } from "@/lib/forms/verification-steps";
import { verificationControls as controls } from "./verification-controls";

/** Every text field's longest value (the selects have none). */
const maxLengths: Partial<Record<VerificationField, number>> = VERIFICATION_MAX_LENGTH;

type Fields = FieldBinding<keyof VerificationInput & string>;

function StepField({ name, fields }: { name: VerificationField; fields: Fields }) {
  const fieldCopy: FieldCopy = copy.fields[name];
  return (
    <FormField {...fields.field(name, fieldCopy)}>
      <FormControl>
        <SpecControl {...fields.control(name)} spec={controls[name]} maxLength={maxLengths[name]} />
      </FormControl>
    </FormField>
  );
}

type VerificationStepFieldsProps = {
  step: VerificationStep;
  /** The form's fields (`bindFields`). */
  fields: Fields;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * One step's fields as a fieldset whose legend is the step heading (GOV.UK pattern). The
 * heading takes focus when the step changes; a hidden "Step N of 4:" prefix says where you are.
 */
export function VerificationStepFields({
  step,
  fields,
  headingLevel,
  headingRef,
}: VerificationStepFieldsProps) {
  return (
    <StepFieldset
      prefix={copy.stepHeadingPrefix(step, TOTAL_STEPS)}
      title={copy.steps[step].name}
      headingLevel={headingLevel}
      headingRef={headingRef}
    >
      {STEP_FIELDS[step].map((name) => (
        <StepField key={name} name={name} fields={fields} />
      ))}
    </StepFieldset>
  );
}
