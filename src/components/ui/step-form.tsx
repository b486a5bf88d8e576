/*
 * The pieces of a step form (GOV.UK's question pages: one thing per page, a Back button,
 * errors by their field), around `useSteps`: the step's fieldset with its focusable heading,
 * Previous and Next (Send on the last step); the list of steps is in `step-list.tsx` (a form
 * without it does not download it). Generic: every word comes in as copy.
 */
import type { ReactNode, Ref } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";

type StepFieldsetProps = {
  /** "Step 2 of 4: ", read before the title by screen readers only. */
  prefix: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One step's fields as a fieldset whose legend is the step heading (it takes focus on a step change). */
export function StepFieldset({
  prefix,
  title,
  headingLevel = 3,
  headingRef,
  children,
}: StepFieldsetProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <fieldset className="flex min-w-0 flex-col gap-6">
      <legend className="mb-6 p-0">
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-xl leading-snug font-bold text-brand-900 sm:text-2xl"
        >
          <span className="sr-only">{prefix}</span>
          {title}
        </Heading>
      </legend>
      {children}
    </fieldset>
  );
}

type StepNavCopy = { previous: string; next: string; submit: string; submitting: string };

type StepNavProps = {
  /** Where the form is (`useSteps`). */
  steps: { isFirst: boolean; isLast: boolean; previous: () => void };
  sending: boolean;
  copy: StepNavCopy;
  /** Icons before Previous and after Next, if the form has them. */
  previousIcon?: ReactNode;
  nextIcon?: ReactNode;
};

/**
 * Previous (disabled on the first step, and hidden there without JavaScript, where the form
 * never gets past it in the page) and Next; on the last step Next becomes Send.
 */
export function StepNav({ steps, sending, copy, previousIcon, nextIcon }: StepNavProps) {
  const { isFirst, isLast } = steps;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
      <button
        type="button"
        onClick={steps.previous}
        disabled={isFirst || sending}
        className={clsx(buttonVariants({ variant: "secondary" }), isFirst && "noscript:hidden")}
      >
        {previousIcon}
        {copy.previous}
      </button>
      {isLast ? (
        <button
          key="submit"
          type="submit"
          disabled={sending}
          className={clsx(buttonVariants({ variant: "primary" }), "sm:min-w-40")}
        >
          {sending ? copy.submitting : copy.submit}
        </button>
      ) : (
        <button key="next" type="submit" className={buttonVariants({ variant: "primary" })}>
          {copy.next}
          {nextIcon}
        </button>
      )}
    </div>
  );
}
