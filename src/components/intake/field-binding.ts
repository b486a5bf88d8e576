import type { Register } from "@/components/ui/use-schema-form";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import { fieldName } from "./intake-form";

/** A field's registration, named only once the island runs (`fieldName`). */
export type FieldRegistration = Omit<ReturnType<Register<Record<string, unknown>>>, "name"> & {
  name: string | undefined;
};

/** A field's copy: its label, and the hint under it if any. */
type FieldCopy = { label: string; hint?: string };

/**
 * What an intake form's fields take from the form (the application, the coverage check, the
 * referral): one value instead of the same four props (id prefix, `register`, `hydrated`,
 * errors) threaded through each layer, form to step to field, and the one place where a
 * control's `name` is withheld until the island runs, so a form posted before then (or
 * without JavaScript) carries nothing typed.
 */
export type FieldBinding<Name extends string> = {
  /** Keeps ids unique when two forms share a page (`fieldIds`). */
  idPrefix: string;
  /** Whether the island runs: a control is named only then. */
  hydrated: boolean;
  /** Spread on a field's control: its registration, named once the island runs. */
  control: (name: Name) => FieldRegistration;
  /** The message shown under field `name`, if any. */
  error: (name: string) => string | undefined;
  /** `FormField`'s props for field `name`: its ids, label, hint and error. */
  field: (
    name: Name,
    copy: FieldCopy,
  ) => FieldCopy & { name: Name; idPrefix: string; error?: string };
};

/** The binding of a form made by `useSchemaForm` (its `register` and `errors`). */
export function bindFields<Values extends object>(
  form: { register: Register<Values>; errors: FormErrors },
  hydrated: boolean,
  idPrefix: string,
): FieldBinding<keyof Values & string> {
  const error = (name: string) => form.errors[name]?.message;
  return {
    idPrefix,
    hydrated,
    control: (name) => ({ ...form.register(name), name: fieldName(name, hydrated) }),
    error,
    field: (name, { label, hint }) => ({ name, idPrefix, label, hint, error: error(name) }),
  };
}
