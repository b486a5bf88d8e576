/*
 * The pieces of a step form (GOV.UK's question pages: one thing per page, a Back button,
 * errors by their field), around `useSteps`: the step's fieldset with its focusable heading,
 * Previous and Next (Send on the last step) and the list of steps with the current one marked.
 * Generic: every word comes in as copy.
 */
import type { ReactNode, Ref } from "react";
import { Check } from "lucide-react";
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

export type StepNavCopy = { previous: string; next: string; submit: string; submitting: string };

type StepNavProps = {
  isFirst: boolean;
  isLast: boolean;
  sending: boolean;
  onPrevious: () => void;
  copy: StepNavCopy;
  /** Icons before Previous and after Next, if the form has them. */
  previousIcon?: ReactNode;
  nextIcon?: ReactNode;
};

/**
 * Previous (disabled on the first step, and hidden there without JavaScript, where the form
 * never gets past it in the page) and Next; on the last step Next becomes Send.
 */
export function StepNav({
  isFirst,
  isLast,
  sending,
  onPrevious,
  copy,
  previousIcon,
  nextIcon,
}: StepNavProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
      <button
        type="button"
        onClick={onPrevious}
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

type StepListProps<Step extends number> = {
  steps: readonly Step[];
  step: Step;
  /** A step's name. */
  name: (step: Step) => ReactNode;
  /** Said after a finished step's name, e.g. "(completed)". */
  completed: string;
  className?: string;
};

/**
 * The steps' names with the current one marked (`aria-current="step"`) and the finished ones
 * ticked. A list, not buttons: steps are reached with Next and Previous only.
 */
export function StepList<Step extends number>({
  steps,
  step,
  name,
  completed,
  className,
}: StepListProps<Step>) {
  return (
    <ol className={className}>
      {steps.map((item) => {
        const done = item < step;
        const current = item === step;
        return (
          <li
            key={item}
            aria-current={current ? "step" : undefined}
            className={clsx(
              "flex items-center gap-2",
              current ? "font-bold text-brand-900" : "text-muted",
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                "flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                done && "border-brand-700 bg-brand-700 text-white",
                current && "border-brand-700 bg-canvas text-brand-800",
                !done && !current && "border-muted bg-canvas text-muted",
              )}
            >
              {done ? <Check strokeWidth={2.5} className="size-4" /> : item}
            </span>
            <span>
              {name(item)}
              {done && <span className="sr-only"> {completed}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
