import { Icon } from "@/components/ui/icon";
import { createContext, use, type ComponentProps, type ReactNode } from "react";
import { clsx } from "clsx";
import { uiCopy } from "@/content/ui";
import { Label } from "./label";
import { Slot } from "./slot";

/*
 * One form field in the GOV.UK order: label, hint, error message, then the control (in the
 * manner of shadcn/ui's form.tsx). `FormField` renders the first three and hands their ids
 * to `FormControl`, which puts `id`, `aria-describedby` and `aria-invalid` on its one child,
 * so no form wires them by hand. The child keeps its own props: spread useSchemaForm's
 * `register(name)` on it, or give it `name` and `required` for the browser's own checks.
 *
 *   <FormField name="phone" idPrefix="contact" label="Phone number" hint="..." error={error}>
 *     <FormControl>
 *       <Input name="phone" type="tel" autoComplete="tel" />
 *     </FormControl>
 *   </FormField>
 */

type FieldIds = { inputId: string; hintId: string; errorId: string };

/** Stable ids for a field's control, hint and error. `prefix` keeps two forms on a page apart. */
export function fieldIds(name: string, prefix?: string): FieldIds {
  const base = [prefix, name]
    .filter(Boolean)
    .join("-")
    .replace(/[^A-Za-z0-9_-]+/g, "-");
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The hint's and the error's ids, those shown, for the control's (or group's) `aria-describedby`. */
export function describedByOf(ids: FieldIds, hint: ReactNode, error: string | undefined) {
  const describedBy = [hint ? ids.hintId : "", error ? ids.errorId : ""].filter(Boolean);
  return describedBy.length > 0 ? describedBy.join(" ") : undefined;
}

type MessagesProps = { ids: FieldIds; hint?: ReactNode; error?: string | undefined };

/**
 * A field's (or a group's) hint, then its error after a hidden "Error:" that says what it is,
 * under the label or legend, in the GOV.UK order.
 */
export function FieldMessages({ ids, hint, error }: MessagesProps) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} data-slot="field-hint" className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={ids.errorId}
          data-slot="field-error"
          className="flex items-start gap-2 font-semibold text-danger"
        >
          <Icon
            name="circle-exclamation-point"
            strokeWidth={1.75}
            className="mt-1 size-5 shrink-0"
          />
          <span>
            <span className="sr-only">{uiCopy.form.errorPrefix}</span>
            {error}
          </span>
        </p>
      ) : null}
    </>
  );
}

type ControlProps = Pick<ComponentProps<"input">, "id" | "aria-invalid" | "aria-describedby">;

const FormFieldContext = createContext<ControlProps | null>(null);

type FormFieldProps = {
  /** The field's name; with `idPrefix` it makes the ids (see `fieldIds`). */
  name: string;
  idPrefix?: string;
  label: ReactNode;
  /** Under the label: what to enter and in which form. */
  hint?: ReactNode;
  /** The error in words, e.g. "Enter a phone number, like 312 555 0100". */
  error?: string;
  className?: string;
  /** The control, wrapped in `FormControl` (possibly inside other elements, e.g. a unit). */
  children: ReactNode;
};

/**
 * An invalid field gets a red bar on the left, as on GOV.UK, so the error is not shown by
 * colour alone. The error message has no live region: the error summary at the top of the
 * form is announced on submit; this text is read with the control via `aria-describedby`,
 * after a hidden "Error:" prefix that says what it is.
 */
export function FormField({
  name,
  idPrefix,
  label,
  hint,
  error,
  className,
  children,
}: FormFieldProps) {
  const ids = fieldIds(name, idPrefix);
  const invalid = Boolean(error);
  const control: ControlProps = {
    id: ids.inputId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedByOf(ids, hint, error),
  };
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={clsx("flex flex-col gap-2", invalid && "border-l-4 border-danger pl-4", className)}
    >
      <Label htmlFor={ids.inputId}>{label}</Label>
      <FieldMessages ids={ids} hint={hint} error={error} />
      <FormFieldContext value={control}>{children}</FormFieldContext>
    </div>
  );
}

/** Puts the field's `id`, `aria-describedby` and `aria-invalid` on its one child element. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const control = use(FormFieldContext);
  if (!control) throw new Error("FormControl must be inside a FormField");
  return <Slot {...control} {...props} />;
}

/**
 * A form island's <form> attributes before and after its script runs: sent early (or without
 * JavaScript) it posts to `action`, a page that explains and gives the phone number, never a GET
 * with the typed values in the URL. Nothing marks it disabled before then, as submitting works
 * (without JavaScript forever); `data-hydrated` tells tests that the island now answers, and
 * the page's hold script (`hold-submit-script.ts`, `data-island-form`) that a Send with
 * JavaScript on need not be held any more.
 */
export function islandFormProps(action: string, hydrated: boolean) {
  return {
    noValidate: true,
    method: "post",
    action,
    "data-island-form": "",
    "data-hydrated": hydrated ? "" : undefined,
  } as const;
}
