import type { FormEvent, ReactNode } from "react";
import { ErrorSummary, type ErrorSummaryItem } from "@/components/ui/error-summary";
import { islandFormProps } from "@/components/ui/form-field";
import { HeldSubmitNotice, useHeldSubmit } from "@/components/ui/held-submit";
import { intakeCopy } from "@/content/intake";
import { HONEYPOT_FIELD } from "@/shared/wire/form-types";
import { IntakeFailure } from "./intake-failure";
import { NoScriptNotice } from "./no-script-notice";
import { SampleKeysNotice } from "./sample-keys-notice";
import { StatusLinkContext } from "./status-secret";
import type { IntakeFormState } from "./use-intake-form";

type IntakeFormProps = {
  /** `useIntakeForm(settings, formType)`. */
  intake: IntakeFormState;
  /** The form's accessible name: `{ "aria-labelledby": id }` or `{ "aria-label": text }`. */
  label: { "aria-labelledby": string } | { "aria-label": string };
  /** The page a form sent before its script ran lands on (it posts there; see below). */
  action: string;
  /** Keeps the honeypot's id unique when two forms share a page. */
  idPrefix: string;
  /** The errors the last check found, linked to their fields; `errorsKey` re-announces them. */
  errors?: ErrorSummaryItem[];
  errorsKey?: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor reaches the form: the intake's clock and proof of work start (and more). */
  onStart?: () => void;
  /** "Try again": the same request, checked and sent again. */
  onRetry: () => void;
  /** Whether the failure panel shows now (a multi-step form shows it on its last step). */
  showFailure?: boolean;
  /** What replaces the form once stored; its heading takes `intake.headingRef`. */
  confirmation: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** The buttons under the failure panel. */
  actions: ReactNode;
  className?: string;
};

/**
 * The one shell of every form that sends to the intake (contact, verification, and next the
 * referral and job application): the error summary, the notice shown until the script runs,
 * the fields, the honeypot, the sending state read to screen readers, the failure panel with
 * "Try again" and the phone number, the notice while the office's keys are the samples, and the
 * confirmation that replaces the form.
 *
 * Before the script runs (or without JavaScript) the form still posts to `action`, a page
 * that says nothing was sent: its fields then have no `name` (see `fieldName`), so the post
 * carries nothing typed, and the notice above the first field says so before anyone types.
 */
export function IntakeForm({
  intake,
  label,
  action,
  idPrefix,
  errors = [],
  errorsKey,
  onSubmit,
  onStart,
  onRetry,
  showFailure = true,
  confirmation,
  children,
  actions,
  className,
}: IntakeFormProps) {
  const { status, settings, hydrated, failureRef, honeypotRef } = intake;
  const sent = status.state === "sent";
  // A Send tapped before hydration, held by the page's script, is checked or sent now.
  const formRef = useHeldSubmit(hydrated);
  const honeypotId = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <>
      {/* Always present, so screen readers announce the sending and the confirmation. */}
      <div role="status">
        {sent ? (
          // The confirmation's status link panel reads the link from here (status-secret.ts).
          <StatusLinkContext
            value={{ secret: status.statusSecret, reference: status.receipt.reference }}
          >
            {confirmation}
          </StatusLinkContext>
        ) : null}
        {status.state === "sending" ? <span className="sr-only">{intakeCopy.sending}</span> : null}
      </div>
      {sent ? null : (
        <>
          <ErrorSummary key={errorsKey} errors={errors} />
          <form
            {...islandFormProps(action, hydrated)}
            ref={formRef}
            {...label}
            onSubmit={onSubmit}
            onFocus={onStart ?? intake.begin}
            onInput={onStart ?? intake.begin}
            className={className}
            data-intake-form
          >
            {hydrated ? null : <NoScriptNotice />}
            {children}
            {/* People never see or reach this field (not display:none, which robots skip). */}
            <div aria-hidden="true" className="sr-only">
              <label htmlFor={honeypotId}>{intakeCopy.honeypot}</label>
              <input
                ref={honeypotRef}
                id={honeypotId}
                name={fieldName(HONEYPOT_FIELD, hydrated)}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                aria-hidden="true"
                defaultValue=""
              />
            </div>
            {settings.endpoint === null && status.state !== "failed" ? (
              <IntakeFailure failure="not-connected" />
            ) : null}
            {status.state === "failed" && showFailure ? (
              <IntakeFailure
                ref={failureRef}
                failure={status.failure}
                message={status.message}
                retryAfterSeconds={status.retryAfterSeconds}
                onRetry={onRetry}
              />
            ) : null}
            {intake.sample ? <SampleKeysNotice /> : null}
            {hydrated ? null : <HeldSubmitNotice />}
            {actions}
          </form>
        </>
      )}
    </>
  );
}

/**
 * A field's `name` once the island runs, none before: a form posted before then (or without
 * JavaScript) sends none of what was typed, as the browser only sends named fields.
 */
export const fieldName = <Name extends string>(name: Name, hydrated: boolean) =>
  hydrated ? name : undefined;
