import type { Ref } from "react";
import { contactCopy } from "@/content/contact";
import { intakeCopy } from "@/content/intake";
import type { ContactValues } from "@/lib/forms/contact-schema";
import type { SubmissionReceipt } from "@/shared/wire/envelope";
import { callbackSentences, type OfficePromise } from "@/lib/callback-sentence";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { Confirmed } from "@/components/intake/reference-line";
import { StatusLinkSlot } from "@/components/intake/status-link-slot";

const fieldLabels = contactCopy.form.fields;

/**
 * What replaces the form once the intake stored the request: the reference, when we will
 * call, what was sent, and the phone number if it is urgent. Its heading takes focus (the
 * form shell scrolls it into view), and it stays until
 * the visitor chooses to send another.
 */
export function ContactConfirmation({
  receipt,
  values,
  onSendAnother,
  headingRef,
  office,
}: {
  receipt: SubmissionReceipt;
  values: ContactValues;
  onSendAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  office: OfficePromise;
}) {
  const copy = contactCopy.confirmation;
  const callback = callbackSentences(new Date(receipt.receivedAt), office);
  const rows = (["name", "email", "phone", "service", "message"] as const).filter(
    (key) => values[key] !== "",
  );
  return (
    <Card asChild tone="success" padding="md">
      <div data-contact-confirmation className="flex items-start gap-4">
        <Confirmed title={copy.title} reference={receipt.reference} headingRef={headingRef}>
          <p className="font-semibold" data-callback>
            {callback.when}
          </p>
          <p>{callback.before}</p>
          <StatusLinkSlot />
          <h4 className="font-semibold">{copy.sent}</h4>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {rows.map((key) => (
              <div key={key} className="contents">
                <dt className="text-muted">{fieldLabels[key].label}</dt>
                <dd className="wrap-anywhere whitespace-pre-line">{values[key]}</dd>
              </div>
            ))}
          </dl>
          <p>
            {copy.call} <InlinePhoneLink />
            {copy.end}
          </p>
          {/* buttonVariants, not Button: Button brings tailwind-merge into the island. */}
          <button
            type="button"
            className={buttonVariants({ variant: "secondary", className: "self-start" })}
            onClick={onSendAnother}
          >
            {intakeCopy.sendAnother}
          </button>
        </Confirmed>
      </div>
    </Card>
  );
}
