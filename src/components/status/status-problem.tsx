import { buttonVariants } from "@/components/ui/button-variants";
import { statusCopy as copy } from "@/content/status";
import type { StatusProblem } from "./lookup";

/** Problems a later look-up may mend: the page offers "Try again". */
const PASSING: ReadonlySet<StatusProblem> = new Set(["rateLimited", "offline"]);

/**
 * Why no stage is shown, in plain words: no link, an unknown link, one the office withdrew, one
 * expired 30 days after closing, too many look-ups, no connection. The phone number follows
 * (status-view.tsx), whatever the reason.
 */
export function StatusProblemPanel({
  problem,
  onRetry,
}: {
  problem: StatusProblem;
  onRetry: () => void;
}) {
  const words = copy.problems[problem];
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-md border-2 border-accent-700 bg-canvas p-5"
      data-status-problem={problem}
    >
      <h2 className="text-2xl font-bold text-brand-900">{words.title}</h2>
      <p className="text-lg">{words.text}</p>
      {PASSING.has(problem) ? (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={onRetry}
        >
          {copy.retry}
        </button>
      ) : null}
    </div>
  );
}
