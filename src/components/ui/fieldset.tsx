import type { ComponentProps, ReactNode, Ref } from "react";
import { clsx } from "clsx";
import { describedByOf, FieldMessages, fieldIds } from "./form-field";

/*
 * A group of radio buttons or checkboxes under one question, in the GOV.UK order: the legend
 * (the question), the hint, the error message, then the choices. The legend carries the
 * group's field id (`fieldIds(name, idPrefix).inputId`), so the error summary's link for a
 * group error points at it and moves focus there (it has tabIndex -1), as GOV.UK Frontend
 * does; give `legendRef` useSchemaForm's `registerGroup(name)` and a failed submit focuses it too.
 *
 *   <Fieldset name="services" idPrefix="referral" legend="Services" error={error}
 *     legendRef={form.registerGroup("services")}>
 *     <Choice type="checkbox" id="referral-nursing" label="Skilled nursing" {...register("x")} />
 *   </Fieldset>
 */
type FieldsetProps = {
  name: string;
  idPrefix?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  legendRef?: Ref<HTMLLegendElement>;
  className?: string;
  children: ReactNode;
};

export function Fieldset({
  name,
  idPrefix,
  legend,
  hint,
  error,
  legendRef,
  className,
  children,
}: FieldsetProps) {
  const ids = fieldIds(name, idPrefix);
  const invalid = Boolean(error);
  return (
    <fieldset
      data-slot="fieldset"
      data-invalid={invalid || undefined}
      aria-describedby={describedByOf(ids, hint, error)}
      className={clsx(
        "flex min-w-0 flex-col gap-2",
        invalid && "border-l-4 border-danger pl-4",
        className,
      )}
    >
      <legend
        ref={legendRef}
        id={ids.inputId}
        tabIndex={-1}
        className="mb-2 p-0 text-base leading-snug font-semibold text-ink"
      >
        {legend}
      </legend>
      <FieldMessages ids={ids} hint={hint} error={error} />
      <div className="flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}

/** One radio button or checkbox with its label beside it (a 44 px target with the label). */
export function Choice({
  id,
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "id"> & {
  id: string;
  type: "radio" | "checkbox";
  label: ReactNode;
}) {
  return (
    <div className={clsx("flex min-h-11 items-start gap-3", className)}>
      <input
        id={id}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer pt-0.5">
        {label}
      </label>
    </div>
  );
}
