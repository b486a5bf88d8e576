import type { Ref } from "react";
import { StepFieldset } from "@/components/ui/step-form";
import type { Register } from "@/components/ui/use-schema-form";
import { fieldName } from "@/components/intake/intake-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
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

type StepFieldProps = {
  name: VerificationField;
  idPrefix: string;
  register: Register<VerificationInput>;
  hydrated: boolean;
  error?: string;
};

function StepField({ name, idPrefix, register, hydrated, error }: StepFieldProps) {
  const { label, hint }: FieldCopy = copy.fields[name];
  return (
    <FormField name={name} idPrefix={idPrefix} label={label} hint={hint} error={error}>
      <FormControl>
        <SpecControl
          {...register(name)}
          // No `name` before the island runs: a form posted then carries nothing typed.
          name={fieldName(name, hydrated)}
          spec={controls[name]}
          maxLength={maxLengths[name]}
        />
      </FormControl>
    </FormField>
  );
}

type VerificationStepFieldsProps = {
  step: VerificationStep;
  idPrefix: string;
  register: Register<VerificationInput>;
  /** Whether the island runs (the fields are named only then). */
  hydrated: boolean;
  errors: FormErrors;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * One step's fields as a fieldset whose legend is the step heading (GOV.UK pattern). The
 * heading takes focus when the step changes; a hidden "Step N of 4:" prefix says where you are.
 */
export function VerificationStepFields({
  step,
  idPrefix,
  register,
  hydrated,
  errors,
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
        <StepField
          key={name}
          name={name}
          idPrefix={idPrefix}
          register={register}
          hydrated={hydrated}
          error={errors[name]?.message}
        />
      ))}
    </StepFieldset>
  );
}
