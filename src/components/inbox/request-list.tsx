import { clsx } from "clsx";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { inboxViewCopy } from "@/content/inbox";
import { inboxSafetyCopy as safety } from "@/content/inbox-safety";
import type { RequestSummary } from "@/lib/inbox/api";
import { age, formTypeLabel } from "@/lib/inbox/format";
import { Problem } from "./problem";
import { OverdueBadge, Received, StatusBadge } from "./request-badges";
import { RequestFilters } from "./request-filters";
import { useNow } from "./use-now";
import { useRequestFeed, type Filters } from "./use-request-feed";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.list;

/** The requests, newest first, with filters, the oldest unanswered one's age and new arrivals. */
export function RequestList() {
  const [filters, setFilters] = useState<Filters>({ status: "", type: "", assignee: "" });
  const { list, error, more } = useRequestFeed(filters);
  const now = useNow();

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <ViewHeading>{copy.title}</ViewHeading>
        {list && (
          <p data-oldest className="font-semibold text-ink">
            {list.oldestUnansweredAt
              ? copy.oldest(age(list.oldestUnansweredAt, now))
              : copy.allAnswered}
          </p>
        )}
      </div>
      {list && list.notificationFailures > 0 && (
        <p role="alert" className="rounded-md border-2 border-danger bg-canvas p-4 font-semibold">
          {copy.failures(list.notificationFailures)}
        </p>
      )}
      <RequestFilters filters={filters} onChange={setFilters} />
      <Problem text={error} />
      {list && list.items.length === 0 && <p>{copy.none}</p>}
      {list && list.items.length > 0 && (
        <ul aria-label={copy.label} className="flex flex-col gap-3">
          {list.items.map((item) => (
            // A row that cannot be shown stays a row: the others, and the way to it, remain.
            <ErrorBoundary key={item.reference} fallback={<UndisplayableRow item={item} />}>
              <RequestRow item={item} now={now} />
            </ErrorBoundary>
          ))}
        </ul>
      )}
      {list?.nextCursor && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => void more()}
        >
          {copy.more}
        </button>
      )}
    </section>
  );
}

function RequestRow({ item, now }: { item: RequestSummary; now: number }) {
  return (
    <li
      data-reference={item.reference}
      data-read={item.read}
      className={clsx(
        "grid gap-x-6 gap-y-1 rounded-xl border border-line bg-canvas p-4 sm:grid-cols-[9rem_1fr_auto]",
        !item.read && "border-l-4 border-l-brand-700",
      )}
    >
      <a
        href={`#request/${item.reference}`}
        className={clsx(
          "text-lg text-brand-800 underline underline-offset-4",
          item.read ? "font-normal" : "font-bold",
        )}
      >
        {item.reference}
        {!item.read && <span className="sr-only">{copy.unread}</span>}
      </a>
      <p className={clsx("flex flex-wrap gap-x-4 gap-y-1", !item.read && "font-bold")}>
        <span>{formTypeLabel(item.formType)}</span>
        <span>
          {copy.received}
          <Received at={item.receivedAt} now={now} />
        </span>
        <span>{item.assignee ? copy.assigned(item.assignee.name) : copy.unassigned}</span>
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge request={item} />
        {item.overdue && <OverdueBadge />}
      </p>
    </li>
  );
}

/** A row that threw: the reference, and the link to the request (where it can be closed). */
function UndisplayableRow({ item }: { item: RequestSummary }) {
  const reference = String(item.reference);
  return (
    <li
      data-reference={reference}
      data-undisplayable
      className="rounded-xl border-2 border-danger bg-canvas p-4"
    >
      <p className="font-semibold text-danger">{safety.undisplayable}</p>
      <a href={`#request/${reference}`} className="text-brand-800 underline underline-offset-4">
        {safety.rowUndisplayable(reference)}
      </a>
    </li>
  );
}
