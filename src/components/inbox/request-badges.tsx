import { clsx } from "clsx";
import { inboxViewCopy } from "@/content/inbox";
import { inboxAdditionsCopy } from "@/content/inbox-additions";
import type { RequestSummary } from "@/shared/wire/inbox-api";
import { exactTime, OUTCOME_LABELS, STATUS_LABELS, timeAgo } from "@/lib/inbox/format";

const badge =
  "inline-flex w-fit items-center rounded-full border px-3 py-0.5 text-sm font-semibold";

/** The status in words (with the outcome when closed); colour only repeats it. */
export function StatusBadge({ request }: { request: Pick<RequestSummary, "status" | "outcome"> }) {
  const text =
    request.status === "closed" && request.outcome
      ? `${STATUS_LABELS.closed}: ${OUTCOME_LABELS[request.outcome]}`
      : STATUS_LABELS[request.status];
  return (
    <span
      data-status={request.status}
      className={clsx(
        badge,
        request.status === "new" && "border-transparent bg-accent-100 text-accent-800",
        request.status === "contacted" && "border-transparent bg-brand-100 text-brand-800",
        request.status === "closed" && "border-line bg-surface text-ink",
      )}
    >
      {text}
    </span>
  );
}

export function OverdueBadge() {
  return (
    <span className={clsx(badge, "border-danger bg-canvas text-danger")}>
      {inboxViewCopy.list.overdue}
    </span>
  );
}

/** Sent more through the status link since this person last opened it (the words say so). */
export function UpdatedBadge() {
  return (
    <span
      data-updated
      title={inboxAdditionsCopy.updatedHint}
      className={clsx(badge, "border-brand-700 bg-canvas text-brand-800")}
    >
      {inboxAdditionsCopy.updated}
      <span className="sr-only">{inboxAdditionsCopy.updatedSpoken}</span>
    </span>
  );
}

/** "3 h ago", with the exact Chicago time in the `<time>` element and its tooltip. */
export function Received({ at, now }: { at: string; now: number }) {
  const exact = exactTime(at);
  const spoken = ` (${exact})`;
  return (
    <time dateTime={at} title={exact}>
      {timeAgo(at, now)}
      <span className="sr-only">{spoken}</span>
    </time>
  );
}
