import { loadOnce } from "@/lib/load-once";
import type { z } from "@/shared/wire/zod";

/** A field's error as the forms show it: the message, and the zod issue code it came from. */
export type FieldError = { message: string; type: string };

/** A form's invalid fields by name, each with its first issue. */
export type FormErrors = Partial<Record<string, FieldError>>;

/** What checking a form's values gives: the parsed values, or the errors. */
type Validation<Output> = { success: true; data: Output } | { success: false; errors: FormErrors };

export type LazySchema<Output> = {
  /** Checks the form's values with the schema (waiting for it to load the first time). */
  validate: (values: unknown) => Promise<Validation<Output>>;
  /** Starts loading the schema now (e.g. when the visitor reaches the form). */
  preload: () => void;
};

/**
 * A form's zod schema, loaded on first use, so the form's page does not carry its validation
 * (the schema and zod) on the first visit. `load` is a dynamic `import()`; a failed load is
 * forgotten, so the next check tries again. Each invalid field gets its first issue, keyed by
 * the issue's path ("email", or "address.city" for a nested field).
 */
export function lazySchema<Values, Output>(
  load: () => Promise<z.ZodMiniType<Output, Values>>,
): LazySchema<Output> {
  const schema = loadOnce(load);

  async function validate(values: unknown): Promise<Validation<Output>> {
    const result = (await schema.load()).safeParse(values);
    if (result.success) return { success: true, data: result.data };
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      errors[path] ??= { message: issue.message, type: issue.code };
    }
    return { success: false, errors };
  }

  return { validate, preload: schema.preload };
}
