import type { ReactNode, Ref } from "react";
import type { FieldBinding, FieldRegistration } from "@/components/intake/field-binding";
import { Choice, Fieldset } from "@/components/ui/fieldset";
import { fieldIds } from "@/components/ui/form-field";
import { StepFieldset } from "@/components/ui/step-form";
import {
  CARE_TYPES,
  REFERRAL_SERVICES,
  SERVICE_FIELDS,
  referralFormCopy as copy,
} from "@/content/referral-form";
import {
  REFERRAL_STEP_FIELDS,
  TOTAL_REFERRAL_STEPS,
  type FieldStep,
  type ReferralFormValues,
} from "@/lib/forms/referral-steps";
import { isTextField, TextField, type Warning } from "./referral-text-field";

type FieldName = keyof ReferralFormValues & string;

type Props = {
  step: FieldStep;
  /** The form's fields (`bindFields`). */
  fields: FieldBinding<FieldName>;
  registerGroup: (name: "services") => (element: HTMLElement | null) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The face-to-face date's warning (outside its window), shown under it; never blocks. */
  warning: Warning;
  /** A field changed (the form re-checks the face-to-face window). */
  onFieldChange: (name: FieldName) => void;
  /** Controls after the fields (the documents step's file input). */
  children?: ReactNode;
};

/**
 * One step's fields as a fieldset whose legend is the step heading (as the coverage check):
 * the heading takes focus when the step changes. Step 1's start-or-resumption question and
 * step 6's services are groups (`Fieldset`) whose legend takes focus for their error.
 */
export function ReferralStepFields(props: Props) {
  const { step, onFieldChange, registerGroup, headingRef, warning } = props;
  // Each change also tells the form (it re-checks the face-to-face window).
  const control = (name: FieldName): FieldRegistration => {
    const registration = props.fields.control(name);
    return {
      ...registration,
      onChange: (event: Parameters<typeof registration.onChange>[0]) => {
        registration.onChange(event);
        onFieldChange(name);
      },
    };
  };
  const fields = { ...props.fields, control };
  const { idPrefix, error } = fields;
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
              error={error("careType")}
            >
              {Object.entries(CARE_TYPES).map(([value, label]) => (
                <Choice
                  key={value}
                  type="radio"
                  id={`${fieldIds(name, idPrefix).inputId}-${value}`}
                  value={value}
                  label={label}
                  {...control("careType")}
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
              error={error("services")}
              legendRef={registerGroup("services")}
            >
              {SERVICE_FIELDS.map((field) => (
                <Choice
                  key={field}
                  type="checkbox"
                  id={fieldIds(field, idPrefix).inputId}
                  label={REFERRAL_SERVICES[field]}
                  {...control(field)}
                />
              ))}
            </Fieldset>
          );
        }
        return isTextField(name) ? (
          <TextField key={name} name={name} fields={fields} warning={warning} />
        ) : null;
      })}
      {props.children}
    </StepFieldset>
  );
}
