import { inboxViewCopy } from "@/content/inbox";
import type { RequestDetail, RequestSummary } from "@/shared/wire/inbox-api";
import type { OpenedRequest } from "@/lib/inbox/age-files";
import { attachmentsOf } from "@/lib/inbox/attachment-entries";
import { exactTime, formTypeLabel } from "@/lib/inbox/format";
import { ReferralPanel } from "./referral-panel";
import { RequestAttachments } from "./request-attachments";
import { OverdueBadge, StatusBadge } from "./request-badges";
import { RequestFields } from "./request-fields";
import { SealedTo } from "./sealed-to";

const copy = inboxViewCopy.request;

/**
 * The request's type, time and status: the service's data (and one strict comparison with the
 * payload), rendered apart from the contents so the status shows even when they cannot.
 */
export function RequestSummaryLine({
  detail,
  opened,
}: {
  detail: RequestDetail;
  opened: OpenedRequest | null;
}) {
  return (
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
  );
}

/**
 * What a request holds: the visitor's answers, files and referral panel, and the keys it was
 * sealed to. All but the last read the decrypted payload, so the view renders this inside an
 * error boundary and keeps the status actions outside it.
 */
export function RequestContent({
  detail,
  opened,
  onChanged,
}: {
  detail: RequestDetail;
  opened: OpenedRequest | null;
  onChanged: (summary: RequestSummary) => void;
}) {
  const files = opened ? attachmentsOf(opened.payload) : [];
  return (
    <>
      {opened && <RequestFields payload={opened.payload} formType={detail.formType} />}
      {opened && files.length > 0 && (
        <RequestAttachments
          reference={detail.reference}
          formType={detail.formType}
          files={files}
          identity={opened.openedBy.identity}
        />
      )}
      {opened && detail.formType === "referral" && (
        <ReferralPanel detail={detail} payload={opened.payload} onChanged={onChanged} />
      )}
      <SealedTo sealedTo={detail.sealedTo} openedBy={opened?.openedBy ?? null} />
    </>
  );
}
