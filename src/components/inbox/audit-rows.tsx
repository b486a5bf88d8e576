import { Fragment, type ReactNode } from "react";
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
 * The four columns, each with its heading and its cell, read by both views below so that they
 * cannot drift apart. `optional`: the phone list leaves the row out when the cell is empty.
 */
const COLUMNS: {
  label: string;
  cell: (event: Event) => ReactNode;
  /** Classes on the cell in the list (`dd`) and in the table (`td`). */
  dd?: string;
  td: string;
  optional?: boolean;
}[] = [
  {
    label: copy.when,
    cell: (event) => <time dateTime={event.at}>{exactTime(event.at)}</time>,
    td: "p-2 whitespace-nowrap",
  },
  { label: copy.who, cell: who, td: "p-2" },
  { label: copy.what, cell: what, td: "p-2" },
  {
    label: copy.subject,
    cell: (event) => event.subject ?? "",
    dd: "break-all",
    td: "p-2 break-all",
    optional: true,
  },
];

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
              {COLUMNS.map((column) =>
                column.optional && !column.cell(event) ? null : (
                  <Fragment key={column.label}>
                    <dt className="font-semibold text-muted">{column.label}</dt>
                    <dd className={column.dd}>{column.cell(event)}</dd>
                  </Fragment>
                ),
              )}
            </dl>
          </li>
        ))}
      </ol>
      <table className="hidden w-full border-collapse text-left sm:table">
        <caption className="sr-only">{copy.rows}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className="p-2">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr
              key={event.id}
              data-action={event.action}
              className="border-b border-line align-top"
            >
              {COLUMNS.map((column) => (
                <td key={column.label} className={column.td}>
                  {column.cell(event)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
