import { useCallback, useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import type { AuditPage } from "@/lib/inbox/api";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.audit;

/** Admins: the audit rows (who, what, when) and whether the hash chain verifies. */
export function AuditView() {
  const { client } = useWorkbench();
  const [page, setPage] = useState<AuditPage | null>(null);
  const { error, run } = useTask();
  const load = useCallback(
    (cursor?: string) =>
      run(async () => {
        const answer = await client.audit(cursor);
        setPage((current) =>
          cursor && current ? { ...answer, items: [...current.items, ...answer.items] } : answer,
        );
      }),
    [client, run],
  );
  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [load]);

  return (
    <section className="flex flex-col gap-6">
      <ViewHeading>{copy.title}</ViewHeading>
      <Problem text={error} />
      {page && (
        <p
          data-chain={page.verified ? "verified" : "broken"}
          role={page.verified ? undefined : "alert"}
          className={page.verified ? "font-semibold text-success" : "font-semibold text-danger"}
        >
          {page.verified ? copy.verified : copy.broken(page.brokenAt ?? "?")}
        </p>
      )}
      {page && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
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
              {page.items.map((event) => (
                <tr
                  key={event.id}
                  data-action={event.action}
                  className="border-b border-line align-top"
                >
                  <td className="p-2">
                    <time dateTime={event.at}>{exactTime(event.at)}</time>
                  </td>
                  <td className="p-2">{event.staff?.name ?? inboxViewCopy.request.service}</td>
                  <td className="p-2">{event.action.replace(/_/g, " ")}</td>
                  <td className="p-2 break-all">{event.subject ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page?.nextCursor && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => void load(page.nextCursor ?? undefined)}
        >
          {copy.more}
        </button>
      )}
    </section>
  );
}
