import { Icon } from "@/components/ui/icon";
import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { PhoneText } from "@/components/ui/phone-text";
import { intakeCopy } from "@/content/intake";
import { referralFormCopy } from "@/content/referral-form";
import type { SubmissionReceipt } from "@/shared/wire/envelope";
import type { Referral } from "@/lib/forms/referral-schema";
import { referralSummaryRows } from "./referral-summary";
import { Confirmed } from "@/components/intake/reference-line";
import { StatusLinkSlot } from "@/components/intake/status-link-slot";

const copy = referralFormCopy.confirmation;

/**
 * What replaces the referral form once stored: the reference, what happens next, and the
 * summary for the referrer's chart. The summary is built here from the values (never sent
 * anywhere else); "Print this summary" prints it alone (`data-print-summary`, globals.css).
 */
export function ReferralConfirmation({
  receipt,
  referral,
  files,
  headingRef,
  onReferAnother,
}: {
  receipt: SubmissionReceipt;
  referral: Referral;
  /** The names of the files sent with it. */
  files: readonly string[];
  headingRef: Ref<HTMLHeadingElement>;
  onReferAnother: () => void;
}) {
  const rows = referralSummaryRows(referral, files);
  const sentAt = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(receipt.receivedAt));
  return (
    <Card asChild tone="success" padding="md">
      <div data-referral-confirmation className="flex flex-col gap-5">
        <div className="flex items-start gap-4">
          <Confirmed title={copy.title} reference={receipt.reference} headingRef={headingRef}>
            <h4 className="font-semibold">{copy.next}</h4>
            <ol className="list-decimal pl-6">
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {referral.referrerEmail ? <p>{copy.email}</p> : null}
            {files.length > 0 ? <p data-files-sent>{copy.files(files.length)}</p> : null}
            <p data-send-order>
              <PhoneText text={files.length > 0 ? copy.faxMissing : copy.faxOrder} />
            </p>
          </Confirmed>
        </div>
        <StatusLinkSlot />
        <section
          aria-labelledby="referral-summary-title"
          data-print-summary
          className="rounded-md border border-line bg-canvas p-5"
        >
          <h4 id="referral-summary-title" className="text-xl font-bold text-brand-900">
            {copy.summary}
          </h4>
          <p className="mt-1 text-muted">
            {intakeCopy.reference} <strong className="font-mono">{receipt.reference}</strong>
            {" · "}
            {copy.sentAt} {sentAt}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
            {rows.map((row) => (
              <div key={row.key} className="contents">
                <dt className="font-semibold text-muted">{row.label}</dt>
                <dd className="wrap-anywhere whitespace-pre-line">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted print:hidden">{copy.summaryNote}</p>
        </section>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonVariants({ variant: "primary" })}
            onClick={() => window.print()}
          >
            <Icon name="printer" strokeWidth={1.75} />
            {copy.print}
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={onReferAnother}
          >
            {copy.another}
          </button>
        </div>
      </div>
    </Card>
  );
}
