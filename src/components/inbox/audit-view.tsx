import { useCallback, useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import type { AuditPage } from "@/shared/wire/inbox-api";
import { AuditRows } from "./audit-rows";
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
      {page?.head && (
        <p data-audit-head className="text-muted">
          {copy.headLabel} <code className="font-mono break-all text-ink">{page.head}</code>.{" "}
          {copy.headCompare}
        </p>
      )}
      {page && <AuditRows items={page.items} />}
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
