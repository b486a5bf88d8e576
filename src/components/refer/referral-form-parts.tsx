import { Icon } from "@/components/ui/icon";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { ProgressBar } from "@/components/ui/progress-bar";
import { referralFormCopy as copy } from "@/content/referral-form";
import { TOTAL_REFERRAL_STEPS, type ReferralStep } from "@/lib/forms/referral-steps";

/** The bar's width for each of the nine steps as a class (ProgressBar); past the list, full. */
const STEP_WIDTH = [
  "w-1/9",
  "w-2/9",
  "w-3/9",
  "w-4/9",
  "w-5/9",
  "w-6/9",
  "w-7/9",
  "w-8/9",
  "w-full",
] as const;

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
        <ProgressBar
          label={copy.progressLabel}
          percent={percent}
          valueText={copy.stepOf(step, TOTAL_REFERRAL_STEPS)}
          fillWidth={STEP_WIDTH[step - 1] ?? "w-full"}
        />
      </div>
    </>
  );
}
