import { Icon } from "@/components/ui/icon";
import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { applicationCopy } from "@/content/application";
import { ReferenceLine } from "@/components/intake/reference-line";
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
        <Icon name="circle-check" className="size-8 shrink-0 text-success" />
        <div className="flex min-w-0 flex-col gap-3">
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl">
            {copy.title}
          </h3>
          <ReferenceLine reference={reference} />
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
        </div>
      </div>
    </Card>
  );
}
