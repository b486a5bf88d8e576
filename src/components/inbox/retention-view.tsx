import { useEffect, useState } from "react";
import { inboxViewCopy } from "@/content/inbox";
import type { Retention } from "@/shared/wire/inbox-api";
import { exactTime, formTypeLabel } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";
import { ViewHeading } from "./view-heading";

const DAY_MS = 86_400_000;
const copy = inboxViewCopy.retention;

const deletionDay = (closedAt: string | null, days: number) =>
  closedAt ? exactTime(new Date(Date.parse(closedAt) + days * DAY_MS).toISOString()) : "";

/** Closed requests the service deletes within the next 7 days (the audit keeps who did what). */
export function RetentionView() {
  const { client } = useWorkbench();
  const [retention, setRetention] = useState<Retention | null>(null);
  const { error, run } = useTask();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void run(async () => setRetention(await client.retention())),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [client, run]);

  return (
    <section className="flex flex-col gap-6">
      <ViewHeading>{copy.title}</ViewHeading>
      <Problem text={error} />
      {retention && <p>{copy.rule(retention.days)}</p>}
      {retention?.due.length === 0 && <p>{copy.none}</p>}
      <ul className="flex flex-col gap-2">
        {retention?.due.map((item) => (
          <li key={item.reference} className="rounded-md border border-line p-3">
            <a
              href={`#request/${item.reference}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {item.reference}
            </a>
            {copy.deletedOn(
              formTypeLabel(item.formType),
              deletionDay(item.closedAt, retention.days),
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
