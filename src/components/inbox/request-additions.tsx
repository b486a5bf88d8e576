import { useEffect, useState } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { inboxAdditionsCopy as copy } from "@/content/inbox-additions";
import type { Addition, RequestDetail } from "@/shared/wire/inbox-api";
import { additionContent, type AdditionContent } from "@/lib/inbox/addition-payload";
import { openRequest, type HeldKey } from "@/lib/inbox/age-files";
import { exactTime } from "@/lib/inbox/format";
import { heldKeys } from "@/lib/inbox/keys";
import { Problem } from "./problem";
import { RequestAttachments } from "./request-attachments";

type Opened = { content: AdditionContent; key: HeldKey } | { error: string };

/** One addition, decrypted in this browser with the held keys (the request's own code path). */
function AdditionItem({
  addition,
  index,
  detail,
}: {
  addition: Addition;
  index: number;
  detail: Pick<RequestDetail, "reference" | "formType">;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    let live = true;
    openRequest(addition.ciphertext, heldKeys()).then(
      (found) =>
        live &&
        setOpened({ content: additionContent(found.payload, addition), key: found.openedBy }),
      (error: unknown) =>
        live && setOpened({ error: error instanceof Error ? error.message : copy.undisplayable }),
    );
    return () => {
      live = false;
    };
  }, [addition]);

  const time = exactTime(addition.at);
  const headingId = `addition-${index + 1}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      data-addition={index + 1}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {copy.title(time)}
      </h2>
      {opened === null ? (
        <p className="text-muted">{copy.opening}</p>
      ) : "error" in opened ? (
        <Problem text={opened.error} />
      ) : (
        <>
          <p data-addition-message className="break-words whitespace-pre-wrap">
            {opened.content.message || <span className="text-muted">{copy.noMessage}</span>}
          </p>
          {opened.content.files.length > 0 && (
            <RequestAttachments
              reference={detail.reference}
              formType={detail.formType}
              files={opened.content.files}
              identity={opened.key.identity}
              heading={copy.files(time)}
              headingId={`addition-${index + 1}-files`}
              savedAs={`${detail.reference}-added-${index + 1}`}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * What the visitor sent later through the status link, oldest first, under the request: each
 * addition with its time, its message and its files (downloads through the request's files
 * route). Each in its own error boundary: what a visitor sealed can be anything, and one that
 * cannot be shown leaves the request, its actions and the other additions in place.
 */
export function RequestAdditions({ detail }: { detail: RequestDetail }) {
  const additions = detail.additions ?? [];
  if (additions.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-additions>
      {additions.map((addition, index) => (
        <ErrorBoundary key={addition.id} fallback={<Problem text={copy.undisplayable} />}>
          <AdditionItem addition={addition} index={index} detail={detail} />
        </ErrorBoundary>
      ))}
    </div>
  );
}
