import type { MouseEvent } from "react";
import { uiCopy } from "@/content/ui";
import { fieldIds } from "./form-field";

export type ErrorSummaryItem = {
  /** The id of the invalid control (the one its `<Label htmlFor>` points at). */
  id: string;
  /** The same words as the message next to the field. */
  message: string;
};

/**
 * The summary's items for `FormField`s: each of `names` (in that order) that has an error
 * message in `errors` (e.g. useSchemaForm's `errors`), linked to its control.
 */
export function errorSummaryItems<Name extends string>(
  names: readonly Name[],
  errors: Partial<Record<Name, { message?: string }>>,
  idPrefix?: string,
): ErrorSummaryItem[] {
  return names.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: fieldIds(name, idPrefix).inputId, message }] : [];
  });
}

/**
 * The GOV.UK error summary: a red-bordered box at the top of a form listing every error as
 * a link to its field, under the heading "There is a problem". Renders nothing without errors.
 *
 * `role="alert"` makes screen readers announce it when it appears; it never takes focus
 * itself, so the form can move focus to the first invalid field (useSchemaForm's
 * `handleSubmit` does). Give it `key={submitCount}` to announce it again on each failed
 * submit. A link click scrolls the field's label into view and focuses the control.
 */
export function ErrorSummary({ errors }: { errors: ErrorSummaryItem[] }) {
  if (errors.length === 0) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    const label =
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
        ? control.labels?.[0]
        : undefined;
    (label ?? control).scrollIntoView?.({ block: "start" });
    control.focus({ preventScroll: true });
  }

  return (
    <div
      role="alert"
      data-slot="error-summary"
      className="flex flex-col gap-3 rounded-md border-4 border-danger bg-canvas p-5"
    >
      <h2 className="text-xl leading-snug font-bold text-brand-900">
        {uiCopy.form.errorSummaryTitle}
      </h2>
      <ul className="flex flex-col gap-2">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => focusField(event, error.id)}
              className="font-semibold text-danger underline decoration-2 underline-offset-4 hover:decoration-[3px]"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
