import { useCallback, useEffect, useState } from "react";
import { inboxViewCopy } from "@/content/inbox";
import type { Note, RequestDetail, RequestSummary } from "@/lib/inbox/api";
import { openRequest, type OpenedRequest } from "@/lib/inbox/age-files";
import { exactTime, formTypeLabel } from "@/lib/inbox/format";
import { heldKeys } from "@/lib/inbox/keys";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { ReferralPanel } from "./referral-panel";
import { RequestActions } from "./request-actions";
import { attachmentsOf, RequestAttachments } from "./request-attachments";
import { OverdueBadge, StatusBadge } from "./request-badges";
import { RequestFields } from "./request-fields";
import { RequestNotes } from "./request-notes";
import { SealedTo } from "./sealed-to";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.request;

/**
 * One request, decrypted in this browser and shown as text only. Opening it is audited as a
 * view and marks it read (the service does both).
 */
export function RequestView({ reference }: { reference: string }) {
  const { client } = useWorkbench();
  const [detail, setDetail] = useState<RequestDetail | null>(null);
  const [opened, setOpened] = useState<OpenedRequest | null>(null);
  const [error, setError] = useState("");

  const load = useCallback(async () => {
    try {
      const answer = await client.request(reference);
      setDetail(answer);
      setOpened(await openRequest(answer.ciphertext, heldKeys()));
      setError("");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : copy.failed);
    }
  }, [client, reference]);

  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [load]);

  return (
    <article className="flex flex-col gap-6">
      <p className="print:hidden">
        <a href="#requests" className="text-brand-800 underline underline-offset-4">
          {copy.back}
        </a>
      </p>
      <ViewHeading>{copy.title(reference)}</ViewHeading>
      <Problem text={error} />
      {detail && (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="font-semibold">{formTypeLabel(detail.formType)}</span>
            <span>
              {copy.received}
              <time dateTime={detail.receivedAt}>{exactTime(detail.receivedAt)}</time>
            </span>
            <StatusBadge request={detail} />
            {detail.overdue && <OverdueBadge />}
            {opened?.payload.language === "es" && (
              <span className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {copy.spanish}
              </span>
            )}
          </p>
          {opened && <RequestFields payload={opened.payload} />}
          {opened && attachmentsOf(opened.payload).length > 0 && (
            <RequestAttachments
              reference={reference}
              files={attachmentsOf(opened.payload)}
              identity={opened.openedBy.identity}
            />
          )}
          {opened && detail.formType === "referral" && (
            <ReferralPanel
              detail={detail}
              payload={opened.payload}
              onChanged={(summary: RequestSummary) => setDetail({ ...detail, ...summary })}
            />
          )}
          <SealedTo sealedTo={detail.sealedTo} openedBy={opened?.openedBy ?? null} />
          <RequestActions
            detail={detail}
            onChanged={(summary: RequestSummary) => setDetail({ ...detail, ...summary })}
          />
          <RequestNotes
            reference={reference}
            notes={detail.notes}
            requestKey={opened?.openedBy.recipient}
            onAdded={(note: Note) => setDetail({ ...detail, notes: [...detail.notes, note] })}
          />
          <section aria-labelledby="history-title" className="flex flex-col gap-2 print:hidden">
            <h2 id="history-title" className="text-xl font-bold text-brand-900">
              {copy.history}
            </h2>
            <ol className="flex flex-col gap-1">
              {detail.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <time dateTime={entry.at}>{exactTime(entry.at)}</time>
                  {copy.historyEntry(entry.actor?.name ?? copy.service, entry.action)}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </article>
  );
}
