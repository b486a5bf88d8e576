import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { clsx } from "clsx";

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
              {done ? <Icon name="check" strokeWidth={2.5} className="size-4" /> : item}
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
