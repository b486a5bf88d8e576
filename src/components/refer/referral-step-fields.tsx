import type { ReactNode, Ref } from "react";
import { fieldName } from "@/components/intake/intake-form";
import { Choice, Fieldset } from "@/components/ui/fieldset";
import { fieldIds } from "@/components/ui/form-field";
import { StepFieldset } from "@/components/ui/step-form";
import type { Register } from "@/components/ui/use-schema-form";
import {
  CARE_TYPES,
  REFERRAL_SERVICES,
  SERVICE_FIELDS,
  referralFormCopy as copy,
} from "@/content/referral-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import type { ReferralField } from "@/lib/forms/referral-schema";
import {
  REFERRAL_STEP_FIELDS,
  TOTAL_REFERRAL_STEPS,
  type FieldStep,
  type ReferralFormValues,
} from "@/lib/forms/referral-steps";
import {
  isTextField,
  TextField,
  type FieldRegistration,
  type Warning,
} from "./referral-text-field";

type Props = {
  step: FieldStep;
  idPrefix: string;
  register: Register<ReferralFormValues>;
  registerGroup: (name: "services") => (element: HTMLElement | null) => void;
  hydrated: boolean;
  errors: FormErrors;
  headingRef: Ref<HTMLHeadingElement>;
  /** The face-to-face date's warning (outside its window), shown under it; never blocks. */
  warning: Warning;
  /** A field changed (the form re-checks the face-to-face window). */
  onFieldChange: (name: ReferralField) => void;
  /** Controls after the fields (the documents step's file input). */
  children?: ReactNode;
};

/**
 * One step's fields as a fieldset whose legend is the step heading (as the coverage check):
 * the heading takes focus when the step changes. Step 1's start-or-resumption question and
 * step 6's services are groups (`Fieldset`) whose legend takes focus for their error.
 */
export function ReferralStepFields(props: Props) {
  const { step, idPrefix, register: registerField, hydrated, errors, onFieldChange } = props;
  const { registerGroup, headingRef, warning } = props;
  // No `name` before the island runs: a form posted then carries nothing typed.
  const register = (name: ReferralField): FieldRegistration => {
    const registration = registerField(name);
    return {
      ...registration,
      name: fieldName(name, hydrated),
      onChange: (event: Parameters<typeof registration.onChange>[0]) => {
        registration.onChange(event);
        onFieldChange(name);
      },
    };
  };
  const names: readonly string[] = REFERRAL_STEP_FIELDS[step];
  return (
    <StepFieldset
      prefix={copy.stepHeadingPrefix(step, TOTAL_REFERRAL_STEPS)}
      title={copy.steps[step]}
      headingRef={headingRef}
    >
      {names.map((name) => {
        if (name === "careType") {
          return (
            <Fieldset
              key={name}
              name={name}
              idPrefix={idPrefix}
              legend={copy.careType.legend}
              error={errors.careType?.message}
            >
              {Object.entries(CARE_TYPES).map(([value, label]) => (
                <Choice
                  key={value}
                  type="radio"
                  id={`${fieldIds(name, idPrefix).inputId}-${value}`}
                  value={value}
                  label={label}
                  {...register("careType")}
                />
              ))}
            </Fieldset>
          );
        }
        if (name === "services") {
          return (
            <Fieldset
              key={name}
              name={name}
              idPrefix={idPrefix}
              legend={copy.services.legend}
              hint={copy.services.hint}
              error={errors.services?.message}
              legendRef={registerGroup("services")}
            >
              {SERVICE_FIELDS.map((field) => (
                <Choice
                  key={field}
                  type="checkbox"
                  id={fieldIds(field, idPrefix).inputId}
                  label={REFERRAL_SERVICES[field]}
                  {...register(field)}
                />
              ))}
            </Fieldset>
          );
        }
        return isTextField(name) ? (
          <TextField
            key={name}
            name={name}
            idPrefix={idPrefix}
            errors={errors}
            warning={warning}
            register={register}
          />
        ) : null;
      })}
      {props.children}
    </StepFieldset>
  );
}
