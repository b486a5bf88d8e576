import { Icon } from "@/components/ui/icon";
import type { Ref } from "react";
import { intakeCopy } from "@/content/intake";
import type { SubmitFailure } from "@/lib/intake/submit";
// The intake's own reason is English: a Spanish page gives only its Spanish reason.
import { siteLocale } from "@/lib/locale/current";
// buttonVariants, not Button: Button merges classes with tailwind-merge (~8 kB gzip), which
// no form island otherwise loads.
import { buttonVariants } from "@/components/ui/button-variants";
import { InlinePhoneLink } from "@/components/ui/phone-text";

/**
 * A request that was not stored, said plainly next to the form (which keeps every value):
 * why, "Try again" (the same request: stored once however often it arrives) and the phone
 * number. It takes focus when it appears so a screen reader reads it.
 */
export function IntakeFailure({
  failure,
  message,
  retryAfterSeconds,
  onRetry,
  ref,
}: {
  failure: SubmitFailure;
  message?: string | undefined;
  /** "rate-limited", "busy": the wait the intake asked for, said in whole minutes. */
  retryAfterSeconds?: number | undefined;
  onRetry?: (() => void) | undefined;
  ref?: Ref<HTMLDivElement>;
}) {
  const copy = intakeCopy.failure;
  const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 0;
  const reason =
    failure === "rate-limited" && minutes
      ? copy.rateLimitedFor(minutes)
      : failure === "busy" && minutes
        ? copy.busyFor(minutes)
        : copy.reasons[failure];
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-intake-failure={failure}
      className="flex items-start gap-4 rounded-xl border-2 border-danger bg-danger-50 p-5 text-ink sm:p-6"
    >
      <Icon name="triangle-exclamation-point" className="size-7 shrink-0 text-danger" />
      <div className="flex flex-col gap-3">
        <h3 className="text-xl">{copy.title}</h3>
        <p>
          {reason} {message && failure === "refused" && siteLocale === "en" ? message : null}
        </p>
        <p>{copy.kept}</p>
        <div className="flex flex-wrap items-center gap-4">
          {onRetry && failure !== "not-connected" ? (
            <button
              type="button"
              onClick={onRetry}
              className={buttonVariants({ variant: "secondary" })}
            >
              {copy.retry}
            </button>
          ) : null}
          <p>
            {copy.call} <InlinePhoneLink />
          </p>
        </div>
      </div>
    </div>
  );
}
