import { Icon } from "@/components/ui/icon";
import type { Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { calculatorOptions } from "@/content/calculator";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { verificationCopy } from "@/content/verification";
import type { SubmissionReceipt } from "@/shared/wire/envelope";
import type { VerificationRequest } from "@/lib/forms/verification-schema";
import { callbackSentences, type OfficePromise } from "@/lib/callback-sentence";
import { StatusLinkSlot } from "@/components/intake/status-link-slot";

const copy = verificationCopy.result;

/** "1948-03-27" as Americans write it: "03/27/1948". */
const usDate = (iso: string) => {
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year}`;
};

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** A short list of what was sent: enough to recognise it, the member ID by its last 4 only. */
function sentSummary(request: VerificationRequest): [string, string][] {
  return [
    [copy.summary.name, `${request.firstName} ${request.lastName}`],
    [copy.summary.dateOfBirth, usDate(request.dateOfBirth)],
    [copy.summary.insuranceCompany, labelOf(insuranceCompanyChoices, request.insuranceCompany)],
    [copy.summary.insuranceId, copy.memberIdEnding(request.insuranceId.slice(-4))],
    [copy.summary.serviceType, labelOf(calculatorOptions.serviceType, request.serviceType)],
  ];
}

type VerificationResultScreenProps = {
  receipt: SubmissionReceipt;
  request: VerificationRequest;
  onReset: () => void;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  office: OfficePromise;
};

/**
 * The screen after the intake stored the request: pending (a person checks the coverage), the
 * reference, what was sent, and the phone number. It stays until the visitor sends another.
 */
export function VerificationResultScreen({
  receipt,
  request,
  onReset,
  headingLevel,
  headingRef,
  office,
}: VerificationResultScreenProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const callback = callbackSentences(new Date(receipt.receivedAt), office);
  return (
    <div className="flex flex-col items-start gap-6" data-result="pending">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <Icon name="clock" strokeWidth={1.75} className="size-8" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl leading-snug font-bold text-brand-900 sm:text-3xl"
      >
        {copy.heading}
      </Heading>
      <div className="flex max-w-prose flex-col gap-2 text-xl">
        <p className="font-semibold" data-callback>
          {callback.when}
        </p>
        <p className="text-base text-muted">{copy.more}</p>
      </div>
      <div className="flex flex-col gap-1 rounded-md border-2 border-brand-700 bg-brand-50 px-5 py-4">
        <p className="font-semibold text-brand-900">{copy.reference}</p>
        <p className="font-mono text-3xl font-bold tracking-wider text-brand-900" data-reference="">
          {receipt.reference}
        </p>
        <p className="text-base text-muted">{copy.referenceHint}</p>
      </div>
      <StatusLinkSlot heading={SubHeading} />
      <div className="flex w-full max-w-prose flex-col gap-3">
        <SubHeading className="text-xl font-bold text-brand-900">{copy.summaryTitle}</SubHeading>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          {sentSummary(request).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="mb-2 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="text-base">
        {callback.before} {copy.urgent} {callback.emergency}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={onReset} className={buttonVariants({ variant: "primary" })}>
          {verificationCopy.buttons.again}
        </button>
        <a href={telHref(siteConfig.phone)} className={buttonVariants({ variant: "secondary" })}>
          <Icon name="phone" strokeWidth={1.75} />
          {uiCopy.callUs(siteConfig.phone.display)}
        </a>
      </div>
    </div>
  );
}
