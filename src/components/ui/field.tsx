import type { ComponentProps, ReactNode } from "react";
import { AlertCircle } from "lucide-react";
import { clsx } from "clsx";

/*
 * Form-field helpers in the GOV.UK pattern: label, hint, error message, then the control.
 *
 *   const ids = fieldIds("phone");
 *   <Field invalid={!!error}>
 *     <Label htmlFor={ids.inputId}>Phone number</Label>
 *     <FieldHint id={ids.hintId}>We will only call about your care.</FieldHint>
 *     <FieldError id={ids.errorId}>{error}</FieldError>
 *     <Input id={ids.inputId} name="phone" type="tel" autoComplete="tel"
 *       aria-invalid={error ? true : undefined}
 *       aria-describedby={describedBy(ids.hintId, error && ids.errorId)} />
 *   </Field>
 */

export type FieldIds = { inputId: string; hintId: string; errorId: string };

/** Stable ids for a field's control, hint and error. `prefix` keeps two forms on a page apart. */
export function fieldIds(name: string, prefix?: string): FieldIds {
  const base = [prefix, name]
    .filter(Boolean)
    .join("-")
    .replace(/[^A-Za-z0-9_-]+/g, "-");
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Join the ids that exist into an `aria-describedby` value (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return present.length > 0 ? present.join(" ") : undefined;
}

type FieldProps = ComponentProps<"div"> & {
  /** Adds the red bar on the left, as on GOV.UK, so the error is not shown by colour alone. */
  invalid?: boolean;
};

export function Field({ className, invalid = false, ...props }: FieldProps) {
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={clsx("flex flex-col gap-2", invalid && "border-l-4 border-danger pl-4", className)}
      {...props}
    />
  );
}

export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="field-hint" className={clsx("text-base text-muted", className)} {...props} />
  );
}

type FieldErrorProps = Omit<ComponentProps<"p">, "id" | "children"> & {
  /** Must match the id in the control's `aria-describedby`. */
  id: string;
  /** The error in words, e.g. "Enter a phone number, like 312 555 0100". Nothing renders without it. */
  children?: ReactNode;
};

/**
 * The error message next to the field. No live region: the error summary at the top of the
 * form is announced and focused on submit; this text is read with the field via
 * `aria-describedby`. A hidden "Error:" prefix tells screen-reader users what it is.
 */
export function FieldError({ id, className, children, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === "") {
    return null;
  }
  return (
    <p
      id={id}
      data-slot="field-error"
      className={clsx("flex items-start gap-2 font-semibold text-danger", className)}
      {...props}
    >
      <AlertCircle aria-hidden="true" strokeWidth={1.75} className="mt-1 size-5 shrink-0" />
      <span>
        <span className="sr-only">Error: </span>
        {children}
      </span>
    </p>
  );
}
