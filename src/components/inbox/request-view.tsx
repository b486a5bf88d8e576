import { useCallback, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { inboxViewCopy } from "@/content/inbox";
import { inboxSafetyCopy as safety } from "@/content/inbox-safety";
import type { Note, RequestDetail, RequestSummary } from "@/shared/wire/inbox-api";
import { openRequest, type OpenedRequest } from "@/lib/inbox/age-files";
import { heldKeys } from "@/lib/inbox/keys";
import { opensWithHeldKey } from "@/lib/inbox/list-open";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { RequestActions } from "./request-actions";
import { RequestAdditions } from "./request-additions";
import { RequestContent, RequestSummaryLine } from "./request-content";
import { RequestHistory } from "./request-history";
import { RequestNotes } from "./request-notes";
import { RequestStage } from "./request-stage";
import { Undisplayable } from "./undisplayable";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.request;

type Props = {
  reference: string;
  /** Counts the workspace's key changes (an import, a grant, a rotation): see the retry below. */
  keysVersion?: number;
};

/**
 * One request, decrypted in this browser and shown as text only. Opening it is audited as a
 * view and marks it read (the service does both).
 */
export function RequestView({ reference, keysVersion = 0 }: Props) {
  const { client } = useWorkbench();
  const [detail, setDetail] = useState<RequestDetail | null>(null);
  const [opened, setOpened] = useState<OpenedRequest | null>(null);
  const [error, setError] = useState("");
  // Whether a held key opens it (contents that do not parse still let staff close it).
  const [canOpen, setCanOpen] = useState(true);
  // The history as it stands after an action (its own call: re-reading the request would
  // audit another view). A failure leaves the last one shown.
  const refreshHistory = useCallback(async () => {
    const answer = await Promise.resolve()
      .then(() => client.history(reference))
      .catch(() => null);
    if (answer) setDetail((last) => last && { ...last, history: answer.history });
  }, [client, reference]);
  // The answer to an action: its summary, then the history naming it.
  const changed = useCallback(
    (summary: RequestSummary) => {
      setDetail((last) => last && { ...last, ...summary });
      void refreshHistory();
    },
    [refreshHistory],
  );

  // The key ring this view last tried: a key that reaches it later (an import finishing just
  // after the view opened, a grant at the next poll) opens the request without reading it again
  // (another read would audit another view).
  const triedWith = useRef(keysVersion);
  const load = useCallback(async () => {
    try {
      const answer = await client.request(reference);
      setDetail(answer);
      try {
        setOpened(await openRequest(answer.ciphertext, heldKeys()));
        setCanOpen(true);
      } catch (unopened) {
        setCanOpen(await opensWithHeldKey(answer.ciphertext));
        throw unopened;
      }
      setError("");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : copy.failed);
    }
  }, [client, reference]);

  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [load]);

  const unopened = detail && !opened ? detail.ciphertext : null;
  useEffect(() => {
    if (unopened === null || triedWith.current === keysVersion) return;
    triedWith.current = keysVersion;
    let current = true;
    openRequest(unopened, heldKeys()).then(
      (now) => {
        if (!current) return;
        setOpened(now);
        setCanOpen(true);
        setError("");
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [unopened, keysVersion]);

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
          {/* What the visitor sent can be anything: if it cannot be shown, the actions below
              (outside this boundary) still assign, mark contacted and close the request. */}
          <ErrorBoundary key={`${reference}-summary`} fallback={null}>
            <RequestSummaryLine detail={detail} opened={opened} />
          </ErrorBoundary>
          <ErrorBoundary key={reference} fallback={<Undisplayable reference={reference} />}>
            <RequestContent detail={detail} opened={opened} onChanged={changed} />
          </ErrorBoundary>
          <RequestAdditions detail={detail} />
          <RequestActions detail={detail} canOpen={canOpen} onChanged={changed} />
          <RequestStage
            key={`${reference}-stage`}
            detail={detail}
            payload={opened?.payload}
            onChanged={refreshHistory}
          />
          <ErrorBoundary
            key={`${reference}-notes`}
            fallback={<Problem text={safety.notesUndisplayable} />}
          >
            <RequestNotes
              reference={reference}
              notes={detail.notes}
              requestKey={opened?.openedBy.recipient}
              onAdded={(note: Note) => {
                setDetail((last) => last && { ...last, notes: [...last.notes, note] });
                void refreshHistory();
              }}
            />
            <RequestHistory history={detail.history} />
          </ErrorBoundary>
        </>
      )}
    </article>
  );
}
