import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { applicationCopy } from "@/content/application";
import { Confirmed } from "@/components/intake/reference-line";
import { StatusLinkSlot } from "@/components/intake/status-link-slot";

const copy = applicationCopy.confirmation;

/** What replaces the application once stored: the reference, what happens next, the résumé. */
export function ApplicationConfirmation({
  headingRef,
  reference,
  resume,
  onSendAnother,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  reference: string;
  /** The résumé's file name, when one was sent. */
  resume: string | null;
  onSendAnother: () => void;
}) {
  return (
    <Card asChild tone="success" padding="md">
      <div
        data-application-confirmation
        className="flex flex-col gap-3 text-ink sm:flex-row sm:items-start sm:gap-4"
      >
        <Confirmed title={copy.title} reference={reference} headingRef={headingRef}>
          <p>{copy.text}</p>
          {resume ? <p className="wrap-anywhere">{copy.resume(resume)}</p> : null}
          <StatusLinkSlot />
          <button
            type="button"
            onClick={onSendAnother}
            className={buttonVariants({ variant: "secondary", className: "self-start" })}
          >
            {copy.another}
          </button>
        </Confirmed>
      </div>
    </Card>
  );
}
