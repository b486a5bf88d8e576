import { useMemo, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { inboxViewCopy } from "@/content/inbox";
import { inboxListCopy } from "@/content/inbox-list";
import { inboxSafetyCopy as safety } from "@/content/inbox-safety";
import type { RequestSummary } from "@/shared/wire/inbox-api";
import { age } from "@/lib/inbox/format";
import { matchesSearch } from "@/lib/inbox/list-preview";
import { sortRequests, type Sort } from "@/lib/inbox/sort-requests";
import { Problem } from "./problem";
import { RequestFilters } from "./request-filters";
import { RequestRow } from "./request-row";
import { RequestSearch } from "./request-search";
import { useNow } from "./use-now";
import { useRequestFeed, type Filters } from "./use-request-feed";
import { useRequestPreviews } from "./use-request-previews";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.list;

/**
 * The requests, due first by default, with each one's name and first words decrypted in this
 * page, a search over them that never leaves it, filters, the oldest unanswered one's age and
 * new arrivals.
 */
export function RequestList() {
  const [filters, setFilters] = useState<Filters>({ status: "", type: "", assignee: "" });
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("due");
  const { list, error, more } = useRequestFeed(filters);
  const previews = useRequestPreviews(list?.items);
  const now = useNow();
  const shown = useMemo(
    () =>
      sortRequests(list?.items ?? [], sort).filter((item) =>
        matchesSearch(query, item.reference, previews.get(item.reference)),
      ),
    [list, sort, query, previews],
  );
  const searching = query.trim() !== "";

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
      <RequestSearch query={query} sort={sort} onQuery={setQuery} onSort={setSort} />
      <Problem text={error} />
      {list && list.items.length === 0 && <p>{copy.none}</p>}
      {searching && list && list.items.length > 0 && (
        <p role="status" data-matches className="font-semibold">
          {shown.length === 0 ? inboxListCopy.noMatch : inboxListCopy.matches(shown.length)}
        </p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={inboxListCopy.listLabel(inboxListCopy.sorts[sort])}
          className="flex flex-col gap-3"
        >
          {shown.map((item) => (
            // A row that cannot be shown stays a row: the others, and the way to it, remain.
            <ErrorBoundary key={item.reference} fallback={<UndisplayableRow item={item} />}>
              <RequestRow item={item} preview={previews.get(item.reference)} now={now} />
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
