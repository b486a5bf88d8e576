import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxViewCopy } from "@/content/inbox";
import { inboxListCopy } from "@/content/inbox-list";
import type { Outcome, RequestDetail, RequestSummary } from "@/shared/wire/inbox-api";
import { OUTCOME_LABELS } from "@/lib/inbox/format";
import { outcomesOf } from "@/shared/forms/registry";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.request;

/**
 * Assign to me, the status (new → contacted → closed with one of its form's outcomes), print.
 * Only with a key that opens the request: acting on what one cannot read is refused here, in
 * the page (the server does not know which keys a page holds).
 */
export function RequestActions({
  detail,
  canOpen,
  onChanged,
}: {
  detail: RequestDetail;
  /** A key held in this page opens the request. */
  canOpen: boolean;
  /** The answer to an action (re-reading the request would audit another view). */
  onChanged: (summary: RequestSummary) => void;
}) {
  const outcomes = outcomesOf(detail.formType);
  const options = outcomes.map((value) => ({ value, label: OUTCOME_LABELS[value] }));
  const { client, session, announce } = useWorkbench();
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const { busy, error, run, setError } = useTask();
  const id = useId();
  const mine = detail.assignee?.id === session.staff.id;
  const locked = busy || !canOpen;

  const act = (step: () => Promise<RequestSummary>, said: string) =>
    run(async () => {
      onChanged(await step());
      announce(said);
    });
  const print = () =>
    run(async () => {
      await client.exported(detail.reference);
      window.print();
    });

  return (
    <section aria-labelledby="actions-title" className="flex flex-col gap-4 print:hidden">
      <h2 id="actions-title" className="text-xl font-bold text-brand-900">
        {copy.actions}
      </h2>
      {!canOpen && (
        <p data-actions-locked className="font-semibold text-ink">
          {inboxListCopy.actionsLocked}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!mine && (
          <button
            type="button"
            disabled={locked}
            className={buttonVariants({ variant: "secondary" })}
            onClick={() =>
              void act(() => client.assign(detail.reference, session.staff.id), copy.assigned)
            }
          >
            {copy.assignToMe}
          </button>
        )}
        {detail.status === "new" && (
          <button
            type="button"
            disabled={locked}
            className={buttonVariants()}
            onClick={() =>
              void act(() => client.setStatus(detail.reference, "contacted"), copy.markedContacted)
            }
          >
            {copy.contacted}
          </button>
        )}
        {detail.status === "closed" && (
          <button
            type="button"
            disabled={locked}
            className={buttonVariants({ variant: "secondary" })}
            onClick={() =>
              void act(() => client.setStatus(detail.reference, "contacted"), copy.reopened)
            }
          >
            {copy.reopen}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          className={buttonVariants({ variant: "ghost" })}
          onClick={() => void print()}
        >
          <Icon name="printer" />
          {copy.print}
        </button>
      </div>
      {detail.status !== "closed" && (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!outcome) return setError(copy.outcomeMissing);
            void act(() => client.setStatus(detail.reference, "closed", outcome), copy.closed);
          }}
        >
          <div className="flex flex-col gap-1 sm:w-72">
            <label htmlFor={`${id}-outcome`} className="font-semibold">
              {copy.outcome}
            </label>
            <NativeSelect
              id={`${id}-outcome`}
              value={outcome ?? ""}
              placeholder={copy.chooseOutcome}
              options={options}
              disabled={!canOpen}
              onChange={(event) =>
                setOutcome(outcomes.find((value) => value === event.target.value))
              }
            />
          </div>
          <button
            type="submit"
            disabled={locked}
            className={buttonVariants({ variant: "secondary" })}
          >
            {copy.close}
          </button>
        </form>
      )}
      <Problem text={error} />
    </section>
  );
}
