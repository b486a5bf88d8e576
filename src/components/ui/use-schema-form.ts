import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from "react";
import type { FieldError, FormErrors, LazySchema } from "@/lib/forms/lazy-schema";

/*
 * The part of react-hook-form the site's forms use, in a few lines instead of about 13 kB gzip:
 * uncontrolled fields (`register`), a schema check on submit (`handleSubmit`) or for some fields
 * (`trigger`), errors, focus on the first invalid field, and after the first submit a check of
 * each field as it changes. Same behaviour as `useForm({ resolver, defaultValues })` with
 * mode "onSubmit", reValidateMode "onChange" and shouldFocusError.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Spread on a field's control: `<Input {...register("email")} />`. */
type Registration = {
  name: string;
  ref: (control: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => void;
};

export type Register<Values> = (name: keyof Values & string) => Registration;

type FormState = {
  errors: FormErrors;
  isSubmitting: boolean;
  submitCount: number;
  /** A value differs from the starting values (or from those at the last `markClean`). */
  isDirty: boolean;
};

const shown = (value: unknown) => (value === undefined || value === null ? "" : String(value));

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
const isRadio = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === "radio";
/**
 * A control's value: a checkbox's (or radio button's) is its `value` while ticked, "" otherwise.
 */
const valueOf = (control: Control) =>
  isCheckbox(control) ? (control.checked ? control.value : "") : control.value;
/** Shows `value` in `control` (a checkbox or radio is ticked when the value is its own). */
function show(control: Control, value: unknown) {
  if (isCheckbox(control)) control.checked = shown(value) !== "" && shown(value) === control.value;
  else control.value = shown(value);
}

function createForm<Values extends object, Output>(
  { validate }: LazySchema<Output>,
  defaultValues: Values,
  setState: Dispatch<SetStateAction<FormState>>,
) {
  type Name = keyof Values & string;
  let values: Record<string, unknown> = Object.fromEntries(Object.entries(defaultValues));
  // What "not changed" means: the starting values, or the values last marked clean (sent).
  let clean = values;
  let dirty = false;
  let errors: FormErrors = {};
  let submitted = false;
  const controls = new Map<string, Control>();
  // A radio group's other buttons (the first is in `controls`, and takes focus).
  const radios = new Map<string, Set<Control>>();
  // What takes focus for a field with no control of its own (a group's legend).
  const groups = new Map<string, HTMLElement>();
  // Fields and groups in the order they first rendered: the first invalid one gets focus.
  const order = new Set<string>();
  const registrations = new Map<string, Registration>();

  function publish(patch: (state: FormState) => Partial<FormState>) {
    setState((state) => ({ ...state, ...patch(state) }));
  }
  /** Publishes isDirty when it flips (not on every keystroke). */
  function checkDirty() {
    const next = Object.keys(values).some((name) => shown(values[name]) !== shown(clean[name]));
    if (next === dirty) return;
    dirty = next;
    publish(() => ({ isDirty: next }));
  }
  function setErrors(next: FormErrors) {
    errors = next;
    publish(() => ({ errors: next }));
  }
  function withError(from: FormErrors, name: string, error: FieldError | undefined) {
    const next = { ...from };
    if (error) next[name] = error;
    else delete next[name];
    return next;
  }
  function focusFirstError(found: FormErrors, names: Iterable<string>) {
    for (const name of names) {
      if (name in found) return void (controls.get(name) ?? groups.get(name))?.focus();
    }
  }

  async function revalidate(name: Name) {
    const typed = values[name];
    const result = await validate(values);
    // Typed again meanwhile: that change checks the field again.
    if (values[name] !== typed) return;
    setErrors(withError(errors, name, result.success ? undefined : result.errors[name]));
  }

  const register: Register<Values> = (name) => {
    let registration = registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (control) => {
          if (!control || controls.get(name) === control) return;
          if (isRadio(control) && controls.has(name)) {
            // Another button of the group: remember it; the group's value shows in it.
            const group = radios.get(name) ?? new Set<Control>();
            radios.set(name, group.add(control));
            if (control.checked && values[name] === "") {
              values = { ...values, [name]: control.value };
              checkDirty();
            } else show(control, values[name]);
            return;
          }
          const first = !controls.has(name);
          controls.set(name, control);
          // Typed (or restored by the browser) before the island ran: keep it, don't wipe it.
          const current = valueOf(control);
          if (first && current !== "" && current !== shown(values[name])) {
            values = { ...values, [name]: current };
            checkDirty();
          } else {
            show(control, values[name]);
          }
        },
        onChange: (event) => {
          values = { ...values, [name]: valueOf(event.target) };
          checkDirty();
          if (submitted) void revalidate(name);
        },
      };
      registrations.set(name, registration);
      order.add(name);
    }
    return registration;
  };

  /** Checks `names` only (the others keep their errors); true when all of them are valid. */
  async function trigger(names: readonly Name[], { shouldFocus = false } = {}) {
    const result = await validate(values);
    const found: FormErrors = result.success ? {} : result.errors;
    setErrors(names.reduce((next, name) => withError(next, name, found[name]), errors));
    if (shouldFocus) focusFirstError(found, names);
    return names.every((name) => !found[name]);
  }

  /** The form's onSubmit: checks everything, then calls `onValid` with the parsed values. */
  function handleSubmit(
    onValid: (data: Output) => unknown,
    onInvalid?: (found: FormErrors) => unknown,
  ) {
    return async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      publish(() => ({ isSubmitting: true }));
      const result = await validate(values);
      let failure: { error: unknown } | undefined;
      if (result.success) {
        setErrors({});
        try {
          await onValid(result.data);
        } catch (error) {
          failure = { error };
        }
      } else {
        errors = result.errors;
        await onInvalid?.({ ...result.errors });
        focusFirstError(errors, order);
        setTimeout(() => focusFirstError(errors, order));
      }
      submitted = true;
      publish((state) => ({ errors, isSubmitting: false, submitCount: state.submitCount + 1 }));
      if (failure) throw failure.error;
    };
  }

  /** Back to `next` values, no errors, not submitted, not dirty. */
  function reset(next: Values) {
    values = Object.fromEntries(Object.entries(next));
    clean = values;
    dirty = false;
    for (const [name, control] of controls) show(control, values[name]);
    for (const [name, group] of radios) for (const control of group) show(control, values[name]);
    submitted = false;
    errors = {};
    publish(() => ({ errors: {}, isSubmitting: false, submitCount: 0, isDirty: false }));
  }

  /** The values now count as sent: not dirty until one changes again. */
  function markClean() {
    clean = values;
    checkDirty();
  }

  const setFocus = (name: Name) => (controls.get(name) ?? groups.get(name))?.focus();

  /**
   * Spread on a group's legend (`Fieldset`'s `legendRef`): a group error with no control of its
   * own (`name`, e.g. "services") moves focus to it, as GOV.UK does.
   */
  const registerGroup = (name: Name) => (element: HTMLElement | null) => {
    if (!element) return void groups.delete(name);
    groups.set(name, element);
    order.add(name);
  };

  /** The field's value now (typed, restored or set). */
  const getValue = (name: Name) => values[name];
  /** Shows `value` in the field and keeps it, as if the visitor had typed it. */
  function setValue(name: Name, value: string) {
    values = { ...values, [name]: value };
    const control = controls.get(name);
    if (control) show(control, value);
    checkDirty();
    if (submitted) void revalidate(name);
  }

  return {
    register,
    trigger,
    handleSubmit,
    reset,
    setFocus,
    markClean,
    getValue,
    setValue,
    registerGroup,
  };
}

/**
 * A form checked by `schema` (see `lazySchema`), starting from `defaultValues`. Both are read on
 * the first render only. The returned functions keep their identity across renders.
 */
export function useSchemaForm<Values extends object, Output>(
  schema: LazySchema<Output>,
  defaultValues: Values,
) {
  const [state, setState] = useState<FormState>({
    errors: {},
    isSubmitting: false,
    submitCount: 0,
    isDirty: false,
  });
  const [form] = useState(() => createForm(schema, defaultValues, setState));
  return { ...form, ...state };
}
