import { inboxViewCopy } from "@/content/inbox";
import { inboxListCopy } from "@/content/inbox-list";
import type { HistoryEntry } from "@/shared/wire/inbox-api";
import { exactTime } from "@/lib/inbox/format";
import { historyWords } from "@/lib/inbox/history-words";

const copy = inboxViewCopy.request;

/** Who did what to the request and when, each status in words; refreshed after each action. */
export function RequestHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-2 print:hidden">
      <h2 id="history-title" className="text-xl font-bold text-brand-900">
        {copy.history}
      </h2>
      <ol data-history className="flex flex-col gap-1">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-action={entry.action}>
            <time dateTime={entry.at}>{exactTime(entry.at)}</time>
            {inboxListCopy.historyEntry(entry.actor?.name ?? copy.service, historyWords(entry))}
          </li>
        ))}
      </ol>
    </section>
  );
}
