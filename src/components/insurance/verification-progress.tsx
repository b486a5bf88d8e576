import { Icon } from "@/components/ui/icon";
import { LanguageHelpNote } from "@/components/legal/language-help-note";
import { ProgressBar } from "@/components/ui/progress-bar";
import { verificationCopy as copy, type VerificationStep } from "@/content/verification";
import { TOTAL_STEPS, VERIFICATION_STEPS, stepPercent } from "@/lib/forms/verification-steps";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { StepList } from "@/components/ui/step-list";

/** The bar's width for each step of TOTAL_STEPS as a class (ProgressBar); past the list, full. */
const STEP_WIDTH = ["w-1/4", "w-1/2", "w-3/4", "w-full"] as const;

/**
 * "Step N of 4", the percentage, a progress bar and the four step names. The names are a
 * list (not buttons): steps are reached with Next and Previous only.
 */
export function VerificationProgress({ step }: { step: VerificationStep }) {
  const percent = stepPercent(step);
  const stepText = copy.stepOf(step, TOTAL_STEPS);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4 font-semibold text-brand-900">
        <p>{stepText}</p>
        <p>{copy.percent(percent)}</p>
      </div>
      <ProgressBar
        label={copy.progressLabel}
        percent={percent}
        valueText={copy.progressText(step, TOTAL_STEPS, percent)}
        fillWidth={STEP_WIDTH[step - 1] ?? "w-full"}
      />
      <StepList
        steps={VERIFICATION_STEPS}
        step={step}
        name={(item) => copy.steps[item].name}
        completed={copy.completed}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4"
      />
    </div>
  );
}

/**
 * What the form is for, where the answers go (sealed for our office; or, in a build with no
 * intake, that they cannot be sent), and the phone number.
 */
export function VerificationIntro({
  providerName,
  connected,
}: {
  providerName?: string | undefined;
  connected: boolean;
}) {
  const note = connected ? copy.privacy : copy.notConnected;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-xl text-ink">{copy.intro(providerName)}</p>
      <div className="flex items-start gap-3 rounded-md bg-surface p-4">
        <Icon
          name="lock-keyhole"
          strokeWidth={1.75}
          className="mt-1 size-5 shrink-0 text-brand-700"
        />
        <p>
          <strong className="block font-semibold">{note.title}</strong>
          {note.text} <InlinePhoneLink />
          {note.end}
        </p>
      </div>
      <LanguageHelpNote copy={copy.languageHelp} className="text-base" />
    </div>
  );
}
