import { Icon } from "@/components/ui/icon";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { referralFormCopy as copy } from "@/content/referral-form";
import { TOTAL_REFERRAL_STEPS, type ReferralStep } from "@/lib/forms/referral-steps";

/** Above the steps: what to fill, where it goes (sealed for our office), the phone; the progress. */
export function ReferralFormIntro({ step }: { step: ReferralStep }) {
  const percent = Math.round((step / TOTAL_REFERRAL_STEPS) * 100);
  return (
    <>
      <p className="max-w-prose text-lg">{copy.intro}</p>
      <div className="flex items-start gap-3 rounded-md bg-surface p-4">
        <Icon
          name="shield-check"
          strokeWidth={1.75}
          className="mt-1 size-5 shrink-0 text-brand-700"
        />
        <p>
          <strong className="block font-semibold">{copy.privacy.title}</strong>
          {copy.privacy.text} <InlinePhoneLink />
          {copy.privacy.end}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-brand-900">{copy.stepOf(step, TOTAL_REFERRAL_STEPS)}</p>
        <div
          role="progressbar"
          aria-label={copy.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={copy.stepOf(step, TOTAL_REFERRAL_STEPS)}
          className="h-3 w-full overflow-hidden rounded-full border border-brand-700 bg-brand-50"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </>
  );
}
