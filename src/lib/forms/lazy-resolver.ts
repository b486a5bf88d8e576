import { get, set, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "./zod";

type Schema<Input, Output> = z.ZodMiniType<Output, Input>;

export type LazyResolver<Input extends FieldValues, Output> = {
  /** For `useForm({ resolver })`: waits for the schema the first time, then parses with it. */
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema now (e.g. when the visitor reaches the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a zod schema that is loaded on first use, so a form's page
 * does not carry its validation (the schema and zod) on the first visit. `load` is a dynamic
 * `import()`; a failed load is forgotten, so the next validation tries again.
 *
 * What it gives react-hook-form is what `@hookform/resolvers/zod` gave: the parsed values, or
 * for each invalid field the first issue's message and code (`{ message, type }`).
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Schema<Input, Output>>,
): LazyResolver<Input, Output> {
  let schema: Promise<Schema<Input, Output>> | undefined;
  const loaded = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));

  const resolver: Resolver<Input, unknown, Output> = async (values) => {
    const result = (await loaded()).safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Input> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };

  return { resolver, preload: () => void loaded().catch(() => {}) };
}
