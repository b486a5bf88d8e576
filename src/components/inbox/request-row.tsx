import { clsx } from "clsx";
import { memo } from "react";
import { inboxViewCopy } from "@/content/inbox";
import { inboxListCopy as listCopy } from "@/content/inbox-list";
import { inboxSafetyCopy as safety } from "@/content/inbox-safety";
import type { RequestSummary } from "@/shared/wire/inbox-api";
import { formTypeLabel } from "@/lib/inbox/format";
import type { PreviewState } from "@/lib/inbox/list-open";
import { OverdueBadge, Received, StatusBadge, UpdatedBadge } from "./request-badges";

const copy = inboxViewCopy.list;

/** Who sent it and the first words of their message, or why they do not show. */
function Preview({ preview }: { preview: PreviewState | undefined }) {
  if (preview === undefined) return <p className="text-muted">{listCopy.opening}</p>;
  if (preview === "locked") return <p className="text-muted">{listCopy.cannotOpen}</p>;
  if (preview === "unreadable") return <p className="text-muted">{safety.undisplayable}</p>;
  return (
    <>
      <p data-name className="font-semibold break-words text-ink">
        {preview.name || listCopy.noName}
      </p>
      {preview.firstWords && (
        <p data-first-words className="break-words text-muted">
          {preview.firstWords}
        </p>
      )}
    </>
  );
}

/**
 * One request of the list: reference, who and what (once decrypted), type, time, status.
 * Memoised: as previews arrive in batches only the rows they change render again.
 */
export const RequestRow = memo(function RequestRow({
  item,
  preview,
  now,
}: {
  item: RequestSummary;
  preview: PreviewState | undefined;
  now: number;
}) {
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
      <div className="flex min-w-0 flex-col gap-1">
        <Preview preview={preview} />
        <p className={clsx("flex flex-wrap gap-x-4 gap-y-1", !item.read && "font-bold")}>
          <span>{formTypeLabel(item.formType)}</span>
          <span>
            {copy.received}
            <Received at={item.receivedAt} now={now} />
          </span>
          <span>{item.assignee ? copy.assigned(item.assignee.name) : copy.unassigned}</span>
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-2 sm:self-start">
        <StatusBadge request={item} />
        {item.overdue && <OverdueBadge />}
        {item.updated && <UpdatedBadge />}
      </p>
    </li>
  );
});
