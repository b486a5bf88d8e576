import { Icon } from "@/components/ui/icon";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { errorSummaryItems } from "@/components/ui/error-summary";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import { IntakeForm } from "@/components/intake/intake-form";
import { useIntakeForm } from "@/components/intake/use-intake-form";
import { contactCopy } from "@/content/contact";
import { intakeCopy } from "@/content/intake";
import { CONTACT_FIELDS, contactDefaults, contactValidation } from "@/lib/forms/contact-form";
import type { ContactValues } from "@/lib/forms/contact-schema";
import type { IntakeSettings } from "@/lib/intake/settings";
import { ContactConfirmation } from "./contact-confirmation";
import { ContactFields, contactIdPrefix } from "./contact-fields";
import { useRequestCareArea } from "./use-request-care-area";

/**
 * The contact form (spec §4, §5), in the intake's form shell (IntakeForm). Sending checks the
 * values with the contact schema (messages by the fields and in the error summary), seals them
 * in the browser and posts them to the intake: the confirmation with the reference replaces
 * the form until the visitor sends another; a request that was not stored is said next to the
 * form, which keeps every value, with "Try again" and the phone number. Sent before the script
 * ran (or without JavaScript) it posts nothing typed to a page that asks the visitor to call.
 */
export function ContactForm({
  labelledBy,
  intake: settings,
}: {
  labelledBy: string;
  intake: IntakeSettings;
}) {
  const intake = useIntakeForm(settings, "contact");
  const { status, send, reset: newRequest } = intake;
  const [sentValues, setSentValues] = useState<ContactValues | null>(null);
  const form = useSchemaForm(contactValidation, contactDefaults);
  const { register, handleSubmit, reset, setFocus, errors, submitCount } = form;
  useRequestCareArea(form);

  async function sendValid({ name, email, phone, service, message }: ContactValues) {
    const values = { name, email, phone, service, message };
    setSentValues(values);
    await send(values);
  }

  const submit = (event?: FormEvent<HTMLFormElement>) => handleSubmit(sendValid)(event);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (status.state === "sending") {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  function sendAnother() {
    reset(contactDefaults);
    newRequest();
    setSentValues(null);
    requestAnimationFrame(() => setFocus("name"));
  }

  const sending = status.state === "sending" || form.isSubmitting;
  return (
    <div className="flex flex-col gap-6">
      <IntakeForm
        intake={intake}
        label={{ "aria-labelledby": labelledBy }}
        action={contactCopy.noScript.path}
        idPrefix={contactIdPrefix}
        errors={errorSummaryItems(CONTACT_FIELDS, errors, contactIdPrefix)}
        errorsKey={submitCount}
        onSubmit={onSubmit}
        onStart={() => {
          contactValidation.preload();
          intake.begin();
        }}
        onRetry={() => void submit()}
        className="flex flex-col gap-6"
        confirmation={
          sentValues && status.state === "sent" ? (
            <ContactConfirmation
              headingRef={intake.headingRef}
              receipt={status.receipt}
              values={sentValues}
              onSendAnother={sendAnother}
              office={settings.office}
            />
          ) : null
        }
        actions={
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
          >
            <Icon name="send" />
            {sending ? intakeCopy.sending : contactCopy.form.submit}
          </button>
        }
      >
        <ContactFields register={register} errors={errors} hydrated={intake.hydrated} />
      </IntakeForm>
    </div>
  );
}
