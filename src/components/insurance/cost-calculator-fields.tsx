"use client";

import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describedBy, Field, FieldError, FieldHint, fieldIds } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { calculatorCopy as copy } from "@/content/calculator";
import {
  ESTIMATED_DURATION_OPTIONS,
  INSURANCE_TYPE_OPTIONS,
  PLAN_TYPE_OPTIONS,
  SERVICE_FREQUENCY_OPTIONS,
  SERVICE_TYPE_OPTIONS,
  type Option,
} from "@/lib/cost-calculator";
import type { CalculatorField, CalculatorFormValues } from "@/lib/forms/calculator-schema";

type FieldsProps = {
  register: UseFormRegister<CalculatorFormValues>;
  errors: FieldErrors<CalculatorFormValues>;
  idPrefix: string;
};

type FieldProps = FieldsProps & { name: CalculatorField };

const fieldCopy: Record<CalculatorField, { label: string; hint?: string }> = copy.fields;

/** Label, hint, error, then the control (GOV.UK order); `children` renders the control. */
function FieldShell({
  name,
  errors,
  idPrefix,
  children,
}: Omit<FieldProps, "register"> & {
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const ids = fieldIds(name, idPrefix);
  const message = errors[name]?.message;
  const { label, hint } = fieldCopy[name];
  return (
    <Field invalid={Boolean(message)}>
      <Label htmlFor={ids.inputId}>{label}</Label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldError id={ids.errorId}>{message}</FieldError>
      {children({
        id: ids.inputId,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": describedBy(hint && ids.hintId, message && ids.errorId),
      })}
    </Field>
  );
}

function SelectField({ options, ...props }: FieldProps & { options: readonly Option<string>[] }) {
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <NativeSelect {...a11y} {...props.register(props.name)}>
          <option value="">{copy.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  );
}

/** A number typed as text (`inputMode="decimal"`), with a "$" prefix or a "%" suffix. */
function NumberField({ unit, ...props }: FieldProps & { unit: "$" | "%" }) {
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <div className="relative w-full sm:max-w-xs">
          <span
            aria-hidden="true"
            className={clsx(
              "pointer-events-none absolute inset-y-0 flex items-center font-semibold text-ink",
              unit === "$" ? "left-4" : "right-4",
            )}
          >
            {unit}
          </span>
          <Input
            {...a11y}
            {...props.register(props.name)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className={unit === "$" ? "pl-9" : "pr-10"}
          />
        </div>
      )}
    </FieldShell>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-6">
      <legend className="mb-4 text-xl leading-snug font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The three fieldsets of the calculator, in the order of CALCULATOR_FIELDS. */
export function CostCalculatorFields(props: FieldsProps) {
  return (
    <div className="flex flex-col gap-10">
      <Group legend={copy.groups.coverage}>
        <SelectField {...props} name="insuranceType" options={INSURANCE_TYPE_OPTIONS} />
        <SelectField {...props} name="planType" options={PLAN_TYPE_OPTIONS} />
        <NumberField {...props} name="deductible" unit="$" />
        <NumberField {...props} name="coinsurance" unit="%" />
        <NumberField {...props} name="copay" unit="$" />
        <NumberField {...props} name="outOfPocketMax" unit="$" />
      </Group>
      <Group legend={copy.groups.costsSoFar}>
        <NumberField {...props} name="deductibleMet" unit="$" />
        <NumberField {...props} name="outOfPocketMet" unit="$" />
      </Group>
      <Group legend={copy.groups.care}>
        <SelectField {...props} name="serviceType" options={SERVICE_TYPE_OPTIONS} />
        <SelectField {...props} name="serviceFrequency" options={SERVICE_FREQUENCY_OPTIONS} />
        <SelectField {...props} name="estimatedDuration" options={ESTIMATED_DURATION_OPTIONS} />
      </Group>
    </div>
  );
}
