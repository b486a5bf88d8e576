import { inboxViewCopy } from "@/content/inbox";
import type { AuditPage } from "@/shared/wire/inbox-api";
import { inboxListCopy } from "@/content/inbox-list";
import { exactTime } from "@/lib/inbox/format";
import { statusWords } from "@/lib/inbox/history-words";
import { own } from "@/lib/inbox/payload-text";

const copy = inboxViewCopy.audit;
type Event = AuditPage["items"][number];

const who = (event: Event) => event.staff?.name ?? inboxViewCopy.request.service;

/** The action in words, a status change naming the new status ("Status: Closed (Hired)"). */
function what(event: Event) {
  const words = inboxListCopy.audit;
  if (event.action === "view") return words.view;
  if (event.action === "status") {
    return words.status(statusWords(own(event.detail, "to"), own(event.detail, "outcome")));
  }
  const listed = own(event.detail, "references");
  if (event.action === "preview" && Array.isArray(listed)) return words.preview(listed.length);
  return event.action.replace(/_/g, " ");
}

/**
 * The audit rows: a table from 640 px; a list of labelled rows on a phone, where four columns
 * of a table would wrap word by word (only one of the two is displayed, so only one is read).
 */
export function AuditRows({ items }: { items: Event[] }) {
  return (
    <>
      <ol aria-label={copy.rows} className="flex flex-col gap-2 sm:hidden">
        {items.map((event) => (
          <li
            key={event.id}
            data-action={event.action}
            className="rounded-md border border-line p-3"
          >
            <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold text-muted">{copy.when}</dt>
              <dd>
                <time dateTime={event.at}>{exactTime(event.at)}</time>
              </dd>
              <dt className="font-semibold text-muted">{copy.who}</dt>
              <dd>{who(event)}</dd>
              <dt className="font-semibold text-muted">{copy.what}</dt>
              <dd>{what(event)}</dd>
              {event.subject && (
                <>
                  <dt className="font-semibold text-muted">{copy.subject}</dt>
                  <dd className="break-all">{event.subject}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ol>
      <table className="hidden w-full border-collapse text-left sm:table">
        <caption className="sr-only">{copy.rows}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="p-2">
              {copy.when}
            </th>
            <th scope="col" className="p-2">
              {copy.who}
            </th>
            <th scope="col" className="p-2">
              {copy.what}
            </th>
            <th scope="col" className="p-2">
              {copy.subject}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr
              key={event.id}
              data-action={event.action}
              className="border-b border-line align-top"
            >
              <td className="p-2 whitespace-nowrap">
                <time dateTime={event.at}>{exactTime(event.at)}</time>
              </td>
              <td className="p-2">{who(event)}</td>
              <td className="p-2">{what(event)}</td>
              <td className="p-2 break-all">{event.subject ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
