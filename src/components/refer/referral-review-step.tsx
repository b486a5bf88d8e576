import type { Ref } from "react";
import { StepFieldset } from "@/components/ui/step-form";
import { referralFormCopy as copy } from "@/content/referral-form";
import { referralReviewCopy as review } from "@/content/referral-review";
import { REVIEW_STEP, TOTAL_REFERRAL_STEPS, type FieldStep } from "@/lib/forms/referral-steps";
import type { ReviewGroup } from "./referral-review";

type Props = {
  groups: readonly ReviewGroup[];
  headingRef: Ref<HTMLHeadingElement>;
  /** "Change": back to that step. */
  onChange: (step: FieldStep) => void;
};

/**
 * "Review and send" (GOV.UK's check-answers page): each step's answers as sent, under the
 * step's title, with "Change" (its group's name read after it) back to the step; Send is the
 * form's own button under it.
 */
export function ReferralReviewStep({ groups, headingRef, onChange }: Props) {
  return (
    <StepFieldset
      prefix={copy.stepHeadingPrefix(REVIEW_STEP, TOTAL_REFERRAL_STEPS)}
      title={review.title}
      headingRef={headingRef}
    >
      <p className="max-w-prose">{review.intro}</p>
      <div className="flex flex-col gap-6" data-referral-review>
        {groups.map((group) => (
          <section
            key={group.step}
            aria-labelledby={`referral-review-${group.step}`}
            className="flex flex-col gap-3 border-t border-line pt-4"
            data-review-step={group.step}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h4 id={`referral-review-${group.step}`} className="text-lg font-bold text-brand-900">
                {group.title}
              </h4>
              <button
                type="button"
                onClick={() => onChange(group.step)}
                className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {review.change}
                <span className="sr-only"> {group.title}</span>
              </button>
            </div>
            {group.empty ? (
              <p className="text-muted">{group.empty}</p>
            ) : (
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
                {group.rows.map((row) => (
                  <div key={row.key} className="contents">
                    <dt className="font-semibold text-muted">{row.label}</dt>
                    <dd className="wrap-anywhere whitespace-pre-line">{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
      </div>
    </StepFieldset>
  );
}
