import { inboxStageCopy } from "@/content/inbox-stage";
import { statusCopy } from "@/content/status";
import { longUsDate } from "@/shared/calendar-date";
import type { HistoryEntry, RequestSummary } from "@/shared/wire/inbox-api";
import type { PublicNote } from "@/shared/wire/status";
import { own, textOf } from "./payload-text";

/**
 * The visitor's words for what staff set, shown to staff ("The visitor sees: …"): the status
 * page's own sentences (src/content/status.ts), so the inbox never paraphrases them.
 */

/** The stage sentence the status page shows for this status (and the closing line). */
export function visitorStage(request: Pick<RequestSummary, "formType" | "status" | "outcome">) {
  const stage = statusCopy.stage;
  const { formType, status } = request;
  const group = formType === "referral" || formType === "application" ? formType : "patient";
  if (status === "closed") {
    const closing =
      (request.outcome && own<string>(statusCopy.outcomes, request.outcome)) ??
      statusCopy.outcomes.other;
    return `${group === "application" ? stage.closedApplication : stage.closed} ${closing}`;
  }
  if (status === "new") {
    if (group === "referral") return stage.newReferral;
    return group === "application" ? stage.newApplication : stage.new;
  }
  if (group === "referral") return stage.contactedReferral;
  return group === "application" ? stage.contactedApplication : stage.contacted;
}

/** A public note's code as the visitor reads it. */
export const noteWords = (code: PublicNote): string => statusCopy.notes[code];

/** A stage change in the request's history ("milestone: First visit scheduled, 2026-12-01"). */
export function stageHistoryWords(entry: HistoryEntry): string | undefined {
  const words = inboxStageCopy.history;
  const kind = textOf(own(entry.detail, "kind"));
  const label = own<string>(inboxStageCopy.milestones.labels, kind) ?? kind;
  const date = textOf(own(entry.detail, "date"));
  switch (entry.action) {
    case "milestone":
      return words.milestone(date ? `${label}, ${longUsDate(date)}` : label);
    case "milestone_removed":
      return words.milestoneRemoved(label);
    case "milestone_email":
      return words.milestoneEmail;
    case "public_note":
      return words.publicNote;
    case "status_link_revoked":
      return words.linkRevoked;
    default:
      return undefined;
  }
}
