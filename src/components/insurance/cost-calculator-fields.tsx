import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { Register } from "@/components/ui/use-schema-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { calculatorCopy as copy, calculatorOptions } from "@/content/calculator";
import type { CalculatorField, CalculatorFormValues } from "@/lib/forms/calculator-schema";

type FieldsProps = {
  register: Register<CalculatorFormValues>;
  errors: FormErrors;
  idPrefix: string;
};

type FieldProps = FieldsProps & { name: CalculatorField };

const fieldCopy: Record<CalculatorField, { label: string; hint?: string }> = copy.fields;

/** What FormField needs for one field: its name and ids, its label and hint, its error. */
function formFieldProps({ name, idPrefix, errors }: FieldProps) {
  const { label, hint } = fieldCopy[name];
  return { name, idPrefix, label, hint, error: errors[name]?.message };
}

function SelectField(props: FieldProps & { name: keyof typeof calculatorOptions }) {
  const options: readonly { value: string; label: string }[] = calculatorOptions[props.name];
  return (
    <FormField {...formFieldProps(props)}>
      <FormControl>
        <NativeSelect {...props.register(props.name)} placeholder={copy.choose} options={options} />
      </FormControl>
    </FormField>
  );
}

/** A number typed as text (`inputMode="decimal"`), with a "$" prefix or a "%" suffix. */
function NumberField({ unit, ...props }: FieldProps & { unit: keyof typeof copy.units }) {
  return (
    <FormField {...formFieldProps(props)}>
      <div className="relative w-full sm:max-w-xs">
        <span
          aria-hidden="true"
          className={clsx(
            "pointer-events-none absolute inset-y-0 flex items-center font-semibold text-ink",
            unit === "dollars" ? "left-4" : "right-4",
          )}
        >
          {copy.units[unit]}
        </span>
        <FormControl>
          <Input
            {...props.register(props.name)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className={unit === "dollars" ? "pl-9" : "pr-10"}
          />
        </FormControl>
      </div>
    </FormField>
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
        <SelectField {...props} name="insuranceType" />
        <SelectField {...props} name="planType" />
        <NumberField {...props} name="deductible" unit="dollars" />
        <NumberField {...props} name="coinsurance" unit="percent" />
        <NumberField {...props} name="copay" unit="dollars" />
        <NumberField {...props} name="outOfPocketMax" unit="dollars" />
      </Group>
      <Group legend={copy.groups.costsSoFar}>
        <NumberField {...props} name="deductibleMet" unit="dollars" />
        <NumberField {...props} name="outOfPocketMet" unit="dollars" />
      </Group>
      <Group legend={copy.groups.care}>
        <SelectField {...props} name="serviceType" />
        <SelectField {...props} name="serviceFrequency" />
        <SelectField {...props} name="estimatedDuration" />
      </Group>
    </div>
  );
}
