import { Icon } from "@/components/ui/icon";
import type { Ref } from "react";
import { statusSendCopy as copy } from "@/content/status-send";
import { officeSchedule } from "@/content/agency";
import { buttonVariants } from "@/components/ui/button-variants";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { siteLocale } from "@/lib/locale/current";
import { whenText } from "@/lib/status/dates";
import { factValue } from "@/shared/placeholder";

/** "Received <time>. Staff see it on your request.", in the office's time zone; and another. */
export function SendMoreSent({
  at,
  onAnother,
  ref,
}: {
  at: string;
  onAnother: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const time = whenText(new Date(at), siteLocale, factValue(officeSchedule).timeZone);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-send-more-sent
      className="flex items-start gap-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-5"
    >
      <Icon name="circle-check" className="size-7 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-3">
        <h3 className="text-xl">{copy.sentTitle}</h3>
        <p>{copy.sent(time)}</p>
        <button
          type="button"
          onClick={onAnother}
          className={buttonVariants({ variant: "secondary", className: "self-start" })}
        >
          {copy.sendAnother}
        </button>
      </div>
    </div>
  );
}

/** A refusal of the link or the request (too many, closed, withdrawn…): no retry, the phone. */
export function SendMoreRefused({
  code,
  text,
  ref,
}: {
  code: string;
  text: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-send-more-refused={code}
      className="flex flex-col gap-3 rounded-xl border-2 border-danger bg-danger-50 p-5"
    >
      <h3 className="text-xl">{copy.notSentTitle}</h3>
      <p>{text}</p>
      <p>
        {copy.call} <InlinePhoneLink />
      </p>
    </div>
  );
}
