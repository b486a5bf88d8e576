import { useEffect, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntakeFailure } from "@/components/ui/intake-failure";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useIntake } from "@/components/ui/use-intake";
import { contactCopy } from "@/content/contact";
import { intakeCopy } from "@/content/intake";
import type { ContactValues } from "@/lib/forms/contact-schema";
import type { IntakeSettings } from "@/lib/intake/settings";
import { ContactConfirmation } from "./contact-confirmation";
import { ContactFields } from "./contact-fields";

/** The contact form's version in the envelope (the intake's reader knows its fields). */
const FORM_VERSION = 1;
const HONEYPOT = "website_url";

/**
 * The contact form (spec §4, §5). The browser's own checks validate it (required fields, email
 * and telephone types, lengths, the consent box). Sending seals the values in the browser and
 * posts them to the intake (useIntake): the confirmation with the reference replaces the form
 * until the visitor sends another; a request that was not stored is said next to the form,
 * which keeps every value, with "Try again" and the phone number. Submitted before hydration
 * (or without JavaScript), the form posts to a page that asks the visitor to call: `post`, so
 * nothing typed goes into a URL. `data-hydrated` tells tests that the island answers.
 */
export function ContactForm({
  labelledBy,
  intake,
}: {
  labelledBy: string;
  intake: IntakeSettings;
}) {
  const { status, begin, send, reset } = useIntake(intake, "contact", FORM_VERSION);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [sentValues, setSentValues] = useState<ContactValues | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (status.state === "sent") confirmationRef.current?.focus();
    if (status.state === "failed") failureRef.current?.focus();
  }, [status.state]);

  async function sendForm(form: HTMLFormElement) {
    const data = new FormData(form);
    const { parseContactForm } = await import("@/lib/forms/contact-schema");
    const values = parseContactForm(data);
    if (!values) {
      form.reportValidity();
      return;
    }
    setSentValues(values);
    const trap = data.get(HONEYPOT);
    await send(values, typeof trap === "string" ? trap : "");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendForm(event.currentTarget);
  }

  function sendAnother() {
    reset();
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  }

  const sending = status.state === "sending";
  return (
    <div>
      {/* Always present, so screen readers announce the confirmation when it appears. */}
      <div role="status">
        {status.state === "sent" && sentValues ? (
          <ContactConfirmation
            ref={confirmationRef}
            reference={status.receipt.reference}
            values={sentValues}
            onSendAnother={sendAnother}
          />
        ) : null}
      </div>
      {status.state === "sent" ? null : (
        <form
          ref={formRef}
          aria-labelledby={labelledBy}
          method="post"
          action={contactCopy.noScript.path}
          onSubmit={onSubmit}
          onFocus={begin}
          className="flex flex-col gap-6"
          data-contact-form
          data-hydrated={hydrated ? "" : undefined}
          {...intake.marks}
        >
          <ContactFields firstFieldRef={firstFieldRef} />
          {/* People never see or reach this field; a robot that fills it in is refused. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {contactCopy.form.honeypot}
              <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {intake.endpoint === null && status.state !== "failed" ? (
            <IntakeFailure failure="not-connected" />
          ) : null}
          {status.state === "failed" ? (
            <IntakeFailure
              ref={failureRef}
              failure={status.failure}
              message={status.message}
              onRetry={() => formRef.current && void sendForm(formRef.current)}
            />
          ) : null}
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
          >
            <Send aria-hidden="true" />
            {sending ? intakeCopy.sending : contactCopy.form.submit}
          </button>
        </form>
      )}
    </div>
  );
}
