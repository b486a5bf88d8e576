import type { Kysely } from "kysely";
import { createRequestActions } from "../db/request-actions";
import type { OverdueRule } from "../db/requests-store";
import type { Database } from "../db/schema";
import { createUploadsStore } from "../db/uploads-store";
import type { Mailer } from "./mailer";
import { enqueueAuditHead } from "./audit-head";
import { alertOverdue } from "./outbox";
import { deliverDue } from "./worker";

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type InboxJobs = {
  db: Kysely<Database>;
  mailer: Mailer | undefined;
  rule: OverdueRule;
  retentionDays: number;
  now: () => Date;
  log: Log;
};

/**
 * One pass of the periodic work: overdue alerts, the daily audit head, notifications, retention,
 * unclaimed uploads. @internal Exported for its test.
 */
export async function runInboxJobs(jobs: InboxJobs) {
  const now = jobs.now();
  const overdue = await alertOverdue(jobs.db, jobs.rule, now);
  const auditHeads = await enqueueAuditHead(jobs.db, jobs.rule.schedule.timeZone, now);
  const delivered = await deliverDue(jobs.db, jobs.mailer, jobs.log, now);
  const deleted = await createRequestActions(jobs.db).deleteExpired(jobs.retentionDays, now);
  const unclaimed = await createUploadsStore(jobs.db).sweep(now);
  return { overdue, auditHeads, delivered, deleted, unclaimed };
}

/** Runs the jobs every `everyMs` (30 s by default) until the returned stop is called. */
export function startInboxJobs(jobs: InboxJobs, everyMs = 30_000) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runInboxJobs(jobs))
      .catch((error: unknown) =>
        jobs.log.error({ err: { message: String(error) } }, "inbox jobs failed"),
      );
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
